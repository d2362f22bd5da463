#!/usr/bin/env python3
"""A peer that misbehaves in one way, for the network lab (scripts/netlab-peers.sh starts it).

    netlab-fault-peer.py MODE HOST PORT

MODE, for every connection and whatever the request:
  blackhole  accepts the connection, reads what comes, never answers
  truncated  200 application/json, Content-Length of the whole document, then half of it and
             the connection closed: the client sees a short body
  badjson    200 application/json, complete at the HTTP level (Content-Length matches), but the
             JSON stops mid-document
  wrongtype  200 text/html with an HTML page (a captive portal's login, say)
  garbage    bytes that are no HTTP at all, then close
Prints "listening" once it accepts connections.
"""
import socket
import sys
import threading

PROFILE = b'{"id": 1, "username": "netlab", "displayName": "Network Lab", "location": "", "website": "", "friendsCount": 0, "version": 1}'
HTML = b"""<!DOCTYPE html>
<html><head><title>Sign in to the network</title></head>
<body><h1>Welcome</h1><p>Accept the terms of use to get online.</p>
<form method="post" action="/login"><button>Accept</button></form></body></html>
"""
GARBAGE = b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03 SSH-2.0-OpenSSH_9.2\r\n\x00\xff\xfe garbage \x00\x01\x02"


def read_request(conn):
    """Reads up to the end of the request's headers (bodies are not needed by any mode)."""
    data = b""
    while b"\r\n\r\n" not in data and len(data) < 65536:
        chunk = conn.recv(4096)
        if not chunk:
            break
        data += chunk


def handle(mode, conn):
    with conn:
        try:
            if mode == "blackhole":
                while conn.recv(65536):
                    pass
                return
            read_request(conn)
            if mode == "truncated":
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                             b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(PROFILE)
                             + PROFILE[:len(PROFILE) // 2])
            elif mode == "badjson":
                body = PROFILE[:len(PROFILE) // 2]
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                             b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(body) + body)
            elif mode == "wrongtype":
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
                             b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(HTML) + HTML)
            elif mode == "garbage":
                conn.sendall(GARBAGE)
            conn.shutdown(socket.SHUT_WR)
            # Lets the client read everything before the close (a close with unread input is an RST).
            conn.settimeout(5)
            while conn.recv(65536):
                pass
        except OSError:
            pass


def main():
    modes = ("blackhole", "truncated", "badjson", "wrongtype", "garbage")
    if len(sys.argv) != 4 or sys.argv[1] not in modes:
        sys.exit(f"usage: netlab-fault-peer.py {'|'.join(modes)} HOST PORT")
    mode, host, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
    server = socket.create_server((host, port), backlog=128)
    print("listening", flush=True)
    while True:
        conn, _ = server.accept()
        threading.Thread(target=handle, args=(mode, conn), daemon=True).start()


if __name__ == "__main__":
    main()
