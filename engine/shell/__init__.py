"""The shell: the scenes and commands around the games (menu, setup, pause, results, how to
play, settings, credits, kiosk and attract mode, soak, the command line). It sits on top of
the framework in `engine/`, which imports nothing from here: the shell attaches itself to
the app through hooks (`App.home`, `App.pause_scene`, `App.results_scene`,
`App.supervisor`) when `boot.make_app` builds it.
"""
