"""The files MemoTable ships with besides its code and sounds: the translations (`i18n/`),
the phone page (`phone/`) and what the operating system is given (`system/`: the desktop
entry, the icon, the kiosk's systemd unit). A package so that they travel in the wheel as
package data and are read with `importlib.resources` wherever the app is installed."""
