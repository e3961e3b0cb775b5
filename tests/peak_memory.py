"""This process's peak memory (resident set), measured the same way on every system the tests
run on, for the hostile-input checks' memory limits.

- Linux: ``VmHWM`` in ``/proc/self/status``, which counts this program only. ``ru_maxrss``
  would do too, but a program started from a larger one keeps its parent's peak across the
  fork and exec, so a replay started from the test suite would be charged the suite's memory.
- Other Unix systems (macOS has no ``/proc``): ``resource.getrusage`` — ``ru_maxrss`` is in
  bytes on macOS, in kilobytes elsewhere. macOS gives a program started by ``exec`` a new
  address space, and its peak with it.
- Windows (no ``resource``): the process's peak working set, from ``GetProcessMemoryInfo``.

>>> 1 < peak_rss_mb() < 100_000
True
"""

from __future__ import annotations

import sys
from pathlib import Path

STATUS = Path("/proc/self/status")


def peak_rss_mb() -> float:
    """The peak resident set of this process so far, in megabytes (2**20 bytes)."""
    kb = _from_proc()
    if kb is not None:
        return kb / 1024
    try:
        import resource
    except ImportError:  # Windows
        return _windows_peak_bytes() / 2**20
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def _from_proc() -> int | None:
    """``VmHWM`` in kilobytes, or None where there is no such line."""
    try:
        with STATUS.open(encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def _windows_peak_bytes() -> int:
    """``PeakWorkingSetSize`` of this process (``PROCESS_MEMORY_COUNTERS``, psapi.h)."""
    import ctypes
    from ctypes import wintypes

    class Counters(ctypes.Structure):
        _fields_ = [
            ("cb", wintypes.DWORD),
            ("PageFaultCount", wintypes.DWORD),
            ("PeakWorkingSetSize", ctypes.c_size_t),
            ("WorkingSetSize", ctypes.c_size_t),
            ("QuotaPeakPagedPoolUsage", ctypes.c_size_t),
            ("QuotaPagedPoolUsage", ctypes.c_size_t),
            ("QuotaPeakNonPagedPoolUsage", ctypes.c_size_t),
            ("QuotaNonPagedPoolUsage", ctypes.c_size_t),
            ("PagefileUsage", ctypes.c_size_t),
            ("PeakPagefileUsage", ctypes.c_size_t),
        ]

    kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined,unused-ignore]
    kernel32.GetCurrentProcess.restype = wintypes.HANDLE
    kernel32.K32GetProcessMemoryInfo.argtypes = [wintypes.HANDLE, ctypes.POINTER(Counters), wintypes.DWORD]
    kernel32.K32GetProcessMemoryInfo.restype = wintypes.BOOL
    counters = Counters()
    counters.cb = ctypes.sizeof(Counters)
    if not kernel32.K32GetProcessMemoryInfo(kernel32.GetCurrentProcess(), ctypes.byref(counters), counters.cb):
        raise ctypes.WinError()  # type: ignore[attr-defined,unused-ignore]
    return int(counters.PeakWorkingSetSize)


if __name__ == "__main__":
    print(f"{peak_rss_mb():.1f} MB")
