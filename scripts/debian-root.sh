# A fresh Debian root for tests, sourced by deb-smoke.sh and test-in-root.sh (bash).
#
#   droot_init SUITE [USE]  names the root: .chroot/rootfs-SUITE[-USE] (USE keeps two scripts'
#                           roots apart), its cached bootstrap .chroot/SUITE-minbase.tar and its
#                           .deb cache .chroot/apt-archives-SUITE
#   droot_bootstrap         debootstrap --variant=minbase SUITE, once (DEB_SMOKE_REBOOTSTRAP=1: anew)
#   droot_unpack            the cached bootstrap unpacked into an empty rootfs
#   droot_mount             /proc, /sys, /dev, the .deb cache; the host's mirror for SUITE,
#                           -updates and -security; no service may start
#   droot_bind SRC DEST [ro]   a host folder inside the root (read-only with `ro`)
#   droot_umount            stops what runs inside the root and undoes its mounts (before a
#                           script's second droot_init)
#   in_root CMD...          CMD in the root with a clean environment (LANG=C.UTF-8)
#   in_root_isolated CMD... the same in a network namespace of its own (for Xvfb and D-Bus)
#   begin NAME / end        time a phase; report prints every phase's time
#
# The caller installs `trap droot_cleanup EXIT`: it stops whatever still runs inside the
# root, undoes every mount (a mount left behind fails the run) and prints the phase times.
# Needs root (debootstrap, chroot, mount) and a Debian mirror (DEB_SMOKE_MIRROR, else the
# host's apt sources, else deb.debian.org).

droot_project=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
droot_cache="$droot_project/.chroot"

droot_host_mirror() {
    # The host's Debian archive URI (deb822 .sources or one-line sources.list).
    { grep -h '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}'
      grep -h '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | awk '{print $2}'
    } | grep -E '/debian/?$' | head -n 1
}

droot_init() {
    droot_suite=$1
    droot_tarball="$droot_cache/$droot_suite-minbase.tar"
    droot_rootfs="$droot_cache/rootfs-$droot_suite${2:+-$2}"
    droot_archives="$droot_cache/apt-archives-$droot_suite"   # downloaded .debs, kept between runs
    droot_mirror=${DEB_SMOKE_MIRROR:-$(droot_host_mirror || true)}
    droot_mirror=${droot_mirror:-http://deb.debian.org/debian}
    droot_mirror=${droot_mirror%/}
    droot_mounted=()
    [ "$(id -u)" -eq 0 ] || { echo "$(basename "$0"): must run as root (debootstrap, chroot, mount)" >&2; exit 1; }
    mkdir -p "$droot_cache" "$droot_archives"
    if grep -q " $droot_rootfs" /proc/mounts; then
        echo "$(basename "$0"): $droot_rootfs still has mounts; unmount them first" >&2; exit 1
    fi
}

declare -a droot_timings=()
droot_phase_start=0
begin() { droot_phase_name=$1; droot_phase_start=$(date +%s.%N); echo "== $(basename "$0" .sh) ($droot_suite): $1"; }
end() {
    local t; t=$(awk -v a="$droot_phase_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    droot_timings+=("$(printf '%-44s %6s s' "$droot_phase_name" "$t")")
}
report() {
    echo "== $(basename "$0" .sh) ($droot_suite): phase times"
    local l; for l in "${droot_timings[@]}"; do echo "   $l"; done
}

# Stops anything still running inside the root and undoes its mounts, the last one first
# (droot_cleanup; also a script that goes on in a second root, before its droot_init).
droot_umount() {
    [ -n "${droot_rootfs:-}" ] || return 0
    # Only processes whose root is ours.
    local p
    for p in /proc/[0-9]*; do
        if [ "$(readlink "$p/root" 2>/dev/null)" = "$droot_rootfs" ]; then kill -9 "${p#/proc/}" 2>/dev/null || true; fi
    done
    local i
    for (( i=${#droot_mounted[@]}-1; i>=0; i-- )); do
        umount -R "${droot_mounted[$i]}" 2>/dev/null || umount -R -l "${droot_mounted[$i]}" 2>/dev/null || true
    done
    droot_mounted=()
}

droot_cleanup() {
    local rc=$?
    if [ -n "${droot_rootfs:-}" ]; then
        droot_umount
        if grep -q " $droot_rootfs" /proc/mounts; then echo "WARNING: mounts left under $droot_rootfs" >&2; rc=1; fi
    fi
    report
    exit $rc
}

droot_mount_at() { # droot_mount_at TARGET mount-arguments...
    local target=$1; shift
    mkdir -p "$target"
    mount "$@" "$target"
    droot_mounted+=("$target")
}

droot_bootstrap() {
    [ "${DEB_SMOKE_REBOOTSTRAP:-0}" = 1 ] && rm -f "$droot_tarball"
    [ -f "$droot_tarball" ] && return 0
    begin "bootstrap (debootstrap $droot_suite)"
    rm -rf "$droot_cache/bootstrap-$droot_suite"
    debootstrap --variant=minbase "$droot_suite" "$droot_cache/bootstrap-$droot_suite" "$droot_mirror"
    tar -C "$droot_cache/bootstrap-$droot_suite" -cf "$droot_tarball.part" . && mv "$droot_tarball.part" "$droot_tarball"
    rm -rf "$droot_cache/bootstrap-$droot_suite"
    end
}

droot_unpack() { # droot_unpack [TARBALL]: the cached bootstrap, or another saved root
    local tarball=${1:-$droot_tarball}
    begin "unpack $(basename "$tarball")"
    rm -rf "$droot_rootfs"; mkdir -p "$droot_rootfs"
    tar -C "$droot_rootfs" -xf "$tarball"
    end
}

droot_save() { # droot_save TARBALL: the root as it is now, without what is mounted into it
    begin "save $(basename "$1")"
    local excludes=() target
    for target in "${droot_mounted[@]}"; do excludes+=(--exclude=".${target#"$droot_rootfs"}"); done
    tar -C "$droot_rootfs" "${excludes[@]}" -cf "$1.part" . && mv "$1.part" "$1"
    end
}

droot_mount() {
    droot_mount_at "$droot_rootfs/proc" -t proc proc
    droot_mount_at "$droot_rootfs/sys" --rbind /sys --make-rslave
    droot_mount_at "$droot_rootfs/dev" --rbind /dev --make-rslave
    droot_mount_at "$droot_rootfs/var/cache/apt/archives" --bind "$droot_archives"
    cp /etc/resolv.conf "$droot_rootfs/etc/resolv.conf"
    # The same archive as the host: the versions a package was built against are there.
    local security=${droot_mirror%/debian}/debian-security
    cat > "$droot_rootfs/etc/apt/sources.list" <<SOURCES
deb $droot_mirror $droot_suite main
deb $droot_mirror $droot_suite-updates main
deb $security $droot_suite-security main
SOURCES
    printf '#!/bin/sh\nexit 101\n' > "$droot_rootfs/usr/sbin/policy-rc.d"; chmod 755 "$droot_rootfs/usr/sbin/policy-rc.d"
}

droot_bind() { # droot_bind SRC DEST [ro]
    droot_mount_at "$droot_rootfs$2" --bind "$1"
    if [ "${3:-}" = ro ]; then mount -o remount,bind,ro "$droot_rootfs$2"; fi
}

in_root() { chroot "$droot_rootfs" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }
# in_root in a network namespace of its own (loopback only), for what starts an X server or
# a D-Bus session: their abstract sockets (@/tmp/.X11-unix/X99) belong to the network
# namespace, not to the root's /tmp, so an Xvfb of the host on the same display number would
# otherwise take the root's clients (CI runs both at once).
in_root_isolated() {
    unshare --net sh -c 'ip link set lo up && exec "$@"' sh \
        chroot "$droot_rootfs" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"
}
