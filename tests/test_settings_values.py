"""Settings read strictly (issue 24, findings 6 and 9): "false" is false, a word is not a
list of letters, a number of seconds is never Infinity; what is refused is set aside with
its reason and takes its default, and the other settings keep their values."""

import json

import pytest

from engine.storage.settings import Settings, load_settings


def _load(tmp_path, text: str) -> Settings:
    path = tmp_path / "settings.json"
    path.write_text(text)
    return load_settings(path)


def _set_aside(tmp_path) -> list[str]:
    return [p.read_text() for p in tmp_path.glob("settings.json.bad-*")]


@pytest.mark.parametrize(
    ("written", "meant"),
    [("false", False), ("off", False), ("no", False), ("true", True), ("On", True)],
)
def test_a_switch_written_as_a_word_means_that_word(tmp_path, written, meant):
    settings = _load(tmp_path, json.dumps({"sound": written, "fullscreen": written}))
    assert settings.sound is meant and settings.fullscreen is meant
    assert _set_aside(tmp_path) == []


def test_a_switch_that_is_not_one_is_refused_and_the_file_set_aside(tmp_path):
    text = json.dumps({"sound": "maybe", "fullscreen": [1], "language": "de"})
    settings = _load(tmp_path, text)
    assert settings.sound is True and settings.fullscreen is False  # the defaults
    assert settings.language == "de"  # a good setting keeps its value
    assert settings.notices == ["settings.fixed"] and _set_aside(tmp_path) == [text]


def test_a_word_is_not_a_list_of_letters(tmp_path):
    settings = _load(tmp_path, json.dumps({"howto_seen": "memorandum"}))
    assert settings.howto_seen == [] and settings.notices == ["settings.fixed"]
    good = _load(tmp_path, json.dumps({"howto_seen": ["memorandum", "tamega"]}))
    assert good.howto_seen == ["memorandum", "tamega"]


@pytest.mark.parametrize("number", ["Infinity", "-Infinity", "NaN", "1e999", '"90"', "true", "9.5"])
def test_a_whole_number_setting_refuses_what_is_not_one(tmp_path, number):
    settings = _load(tmp_path, f'{{"idle_seconds": {number}, "finger_timeout": {number}}}')
    assert (settings.idle_seconds, settings.finger_timeout) == (90, 60)
    assert settings.notices  # set aside, said once


def test_a_whole_number_may_be_written_with_a_point(tmp_path):
    settings = _load(tmp_path, '{"idle_seconds": 120.0, "volume": 1}')
    assert settings.idle_seconds == 120 and settings.volume == 1.0 and not settings.notices


def test_deep_nesting_is_set_aside_not_raised(tmp_path):
    settings = _load(tmp_path, '{"howto_seen": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert settings == Settings() and settings.notices == ["settings.damaged"]
    assert list(tmp_path.glob("settings.json.bad-*"))
