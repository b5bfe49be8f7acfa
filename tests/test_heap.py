"""Handing memory back between games works where the C library can (glibc)."""

import platform

import pytest

from engine.loop import heap


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="malloc_trim is glibc's")
def test_give_back_trims_the_heap_on_glibc():
    assert heap.give_back()
