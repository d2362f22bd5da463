#!/usr/bin/env python3
"""netem's delay, jitter and loss where the kernel has no netem qdisc (CONFIG_NET_SCH_NETEM off).

    netlab-netem.py QUEUE DELAY_MS JITTER_MS LOSS_PERCENT

Run inside a lab namespace (scripts/netlab.sh netem starts it): binds netfilter queue QUEUE,
which the lab's iptables rules fill with every packet crossing the lab's link, both ways. Each
packet is dropped with probability LOSS_PERCENT/100, else released (NF_ACCEPT) after
DELAY_MS +/- JITTER_MS (uniform, like netem without a distribution table; jitter reorders, as
netem's does). The packets stay in the kernel meanwhile: the link, the TCP stacks and their
timers are the real ones, only the time a packet spends on the wire is changed. Prints "ready"
once bound. Speaks nfnetlink_queue directly (no library: Debian has no Python binding for it).
"""
import heapq
import os
import random
import select
import signal
import socket
import struct
import sys
import time

NETLINK_NETFILTER = 12
NFNL_SUBSYS_QUEUE = 3
NFQNL_MSG_PACKET, NFQNL_MSG_VERDICT, NFQNL_MSG_CONFIG = 0, 1, 2
NFQA_CFG_CMD, NFQA_CFG_PARAMS, NFQA_CFG_QUEUE_MAXLEN = 1, 2, 3
NFQNL_CFG_CMD_BIND = 1
NFQNL_COPY_META = 1
NFQA_PACKET_HDR, NFQA_VERDICT_HDR = 1, 2
NLM_F_REQUEST, NLM_F_ACK = 1, 4
NLMSG_ERROR = 2
NF_DROP, NF_ACCEPT = 0, 1
SOL_NETLINK, NETLINK_NO_ENOBUFS = 270, 5


def attr(kind, payload):
    length = 4 + len(payload)
    return struct.pack("=HH", length, kind) + payload + b"\0" * (-length % 4)


def message(kind, queue, attrs, flags=NLM_F_REQUEST, seq=0):
    body = struct.pack("=BBH", socket.AF_UNSPEC, 0, socket.htons(queue)) + b"".join(attrs)
    return struct.pack("=IHHII", 16 + len(body), (NFNL_SUBSYS_QUEUE << 8) | kind, flags, seq, 0) + body


def attrs_of(data, offset, end):
    found = {}
    while offset + 4 <= end:
        length, kind = struct.unpack_from("=HH", data, offset)
        if length < 4:
            break
        found[kind & 0x7FFF] = data[offset + 4:offset + length]
        offset += (length + 3) & ~3
    return found


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: netlab-netem.py QUEUE DELAY_MS JITTER_MS LOSS_PERCENT")
    queue, delay, jitter, loss = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
    sock = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, NETLINK_NETFILTER)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 8 << 20)
    sock.setsockopt(SOL_NETLINK, NETLINK_NO_ENOBUFS, 1)
    sock.bind((0, 0))
    config = [
        (NFQA_CFG_CMD, struct.pack("!BBH", NFQNL_CFG_CMD_BIND, 0, 0)),
        (NFQA_CFG_PARAMS, struct.pack("!IB", 0, NFQNL_COPY_META)),
        (NFQA_CFG_QUEUE_MAXLEN, struct.pack("!I", 65536)),
    ]
    for seq, (kind, payload) in enumerate(config, start=1):
        sock.send(message(NFQNL_MSG_CONFIG, queue, [attr(kind, payload)], NLM_F_REQUEST | NLM_F_ACK, seq))
        reply = sock.recv(65536)
        if struct.unpack_from("=H", reply, 4)[0] == NLMSG_ERROR:
            error = struct.unpack_from("=i", reply, 16)[0]
            if error != 0:
                sys.exit(f"netlab-netem: binding netfilter queue {queue} failed: {os.strerror(-error)}")
    print("ready", flush=True)

    pending = []  # (release time, sequence, packet id)
    sequence = 0

    def verdict(packet_id, value):
        sock.send(message(NFQNL_MSG_VERDICT, queue, [attr(NFQA_VERDICT_HDR, struct.pack("!II", value, packet_id))]))

    def release_all(*_):
        # Ending: what is held goes on now rather than being dropped with the queue.
        for _, _, packet_id in pending:
            verdict(packet_id, NF_ACCEPT)
        sys.exit(0)

    signal.signal(signal.SIGTERM, release_all)
    signal.signal(signal.SIGINT, release_all)

    while True:
        timeout = max(0.0, pending[0][0] - time.monotonic()) if pending else None
        readable, _, _ = select.select([sock], [], [], timeout)
        if readable:
            while True:
                try:
                    data = sock.recv(1 << 20, socket.MSG_DONTWAIT)
                except BlockingIOError:
                    break
                offset = 0
                while offset + 16 <= len(data):
                    length, kind = struct.unpack_from("=IH", data, offset)
                    if length < 16:
                        break
                    if kind == (NFNL_SUBSYS_QUEUE << 8) | NFQNL_MSG_PACKET:
                        header = attrs_of(data, offset + 20, offset + length).get(NFQA_PACKET_HDR)
                        if header:
                            packet_id = struct.unpack_from("!I", header)[0]
                            if loss > 0 and random.random() * 100 < loss:
                                verdict(packet_id, NF_DROP)
                            else:
                                hold = max(0.0, delay + random.uniform(-jitter, jitter)) / 1000
                                sequence += 1
                                heapq.heappush(pending, (time.monotonic() + hold, sequence, packet_id))
                    offset += (length + 3) & ~3
        now = time.monotonic()
        while pending and pending[0][0] <= now:
            verdict(heapq.heappop(pending)[2], NF_ACCEPT)


if __name__ == "__main__":
    main()
