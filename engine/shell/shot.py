"""`shot`: a scene rendered to a picture after frames of computer play (the README's
pictures, and for looking at a screen from every seat): a game's table, its first how-to
over it, every seat's ❓ page open, its setup card, its house rules page, the menu with
it kept, or the results with every seat's memory review page."""

from __future__ import annotations

import argparse
import sys

from engine.shell.option_args import parse_options
from games.core.registry import OptionsError

TABLE_SCREENS = ("table", "howto")  # a game's table, and its first how-to over it


def shot(args: argparse.Namespace) -> int:
    import pygame

    from engine.shell.boot import make_app
    from engine.shell.menu import MenuScene
    from engine.shell.starting import bot_setup, game_scene, party_setup, playable

    if args.game == "menu":
        _menu_ignores(args)
    speed = RESULTS_SPEED if args.results else 1.0
    app = make_app(
        args.size, headless=True, lang=args.lang, orientation=args.orientation, speed=speed
    )
    seed = 1 if args.seed is None else args.seed
    app.settings.bigger_words = args.bigger_words
    app.apply_table()
    if args.game == "menu":
        app.scenes.push(MenuScene(app, kids=args.party) if args.party else app.home())
    elif args.screen not in TABLE_SCREENS:
        _shot_screen(app, args, seed)
    else:
        spec = playable(args.game)
        chosen = parse_options(spec, args.option)
        if args.party:
            setup = party_setup(spec, args.players, seed, chosen)
        else:
            preset = args.preset or "classic"
            setup = bot_setup(spec, args.players, seed, preset, options=chosen)
        if args.phones:
            _shot_phones(app, setup)
        _table_screen(app, args, game_scene(app, setup))
    if args.results and args.game != "menu":
        app.clock.max_steps = int(RESULTS_SPEED * 2) + 1  # no dropped time while fast
        _play_to_results(app)
    for _ in range(max(1, args.frames)):
        app.frame(1 / 60, events=[])
    if args.help_pages and args.game != "menu" and not args.results and args.screen == "table":
        _open_help_pages(app)
    try:
        pygame.image.save(app.screen, str(args.out))
    except (pygame.error, OSError) as error:  # a read-only folder, a full disk
        raise OptionsError(f"cannot write {args.out}: {error}") from None
    frames = f"{args.frames} frame{'' if args.frames == 1 else 's'}"
    print(f"wrote {args.out} ({app.size[0]}x{app.size[1]}, {frames})")
    return 0


def _table_screen(app, args: argparse.Namespace, game) -> None:
    """`shot GAME` shows the table, or with `--screen howto` the first how-to over it."""
    from engine.shell.howto import FirstHowTo

    app.scenes.push(game)
    if args.screen == "howto":
        app.scenes.apply_pending()
        app.scenes.push(FirstHowTo(app, game))


def _shot_screen(app, args: argparse.Namespace, seed: int) -> None:
    """`shot GAME --screen`: the game's setup card as the options set it (its house rules
    page over it; party mode's with --party), or the menu with the game kept on its
    Resume card."""
    import time

    from engine.game.setup import SeatPlan
    from engine.shell.menu import MenuScene
    from engine.shell.rules_page import RulesPage
    from engine.shell.setup_scene import SetupScene
    from engine.shell.starting import bot_setup, game_scene, playable
    from engine.storage.saves import SavedGame

    spec = playable(args.game)
    chosen = parse_options(spec, args.option)
    preset = args.preset or "classic"
    setup = bot_setup(spec, args.players, seed, preset, options=chosen)
    if args.screen == "menu":
        setup.seats[0] = SeatPlan()
        game = game_scene(app, setup)
        menu = MenuScene(app)
        menu.saved = SavedGame(game.record, game.state, game.save_extra(), time.time())
        app.scenes.push(menu)
        return
    card = SetupScene(app, spec, kids=args.party)
    app.scenes.push(card)
    app.scenes.apply_pending()
    card.rules.choose_preset(preset)
    for name, value in chosen.items():
        card.rules.set(name, value)
    card.rules.set_players(setup.players)
    card.resize(app.size)
    if args.screen == "rules":
        app.scenes.push(RulesPage(app, card.rules, lambda: None, card.seat_label))


def _open_help_pages(app) -> None:
    """`shot --help-pages`: every seat's ❓ page opened, one after another as taps would."""
    scene = app.scenes.top
    for seat in range(len(scene.seats)):
        scene.howtos.toggle(seat)
        app.frame(1 / 60, events=[])


MENU_IGNORES = ("players", "seed", "preset", "option", "results", "phones", "help_pages")


def _menu_ignores(args: argparse.Namespace) -> None:
    """`shot menu` with a game's options: said in one line (the menu has no seats)."""
    given = [f"--{name}" for name in MENU_IGNORES if getattr(args, name)]
    if given:
        print(
            f"memotable: {', '.join(given)} set up a game; the menu has none (ignored)",
            file=sys.stderr,
        )


def _shot_phones(app, setup) -> None:
    """`shot --phones`: people at every seat, each panel with its code (the server listens
    on the loopback, for the picture; it stops when the shot is written)."""
    import atexit

    from engine.game.setup import SeatPlan
    from engine.phones.switch import phones_off, phones_on

    setup.seats = [SeatPlan("human") for _ in range(setup.players)]
    phones_on(app, "127.0.0.1:8765")
    atexit.register(phones_off, app)


RESULTS_SPEED = 24.0  # game seconds per frame second while `shot --results` plays on
RESULTS_FRAMES = 60 * 60 * 20  # enough for the longest match at that speed


def _play_to_results(app) -> None:
    """Play on to the results, then open every seat's memory review page (`shot --results`:
    the review pages as the players see them, from any game the computer can finish)."""
    for _ in range(RESULTS_FRAMES):
        app.frame(1 / 60, events=[])
        if app.scenes.top is not None and app.scenes.top.name == "results":
            break
    else:
        raise OptionsError("the game did not reach its results (party mode waits for children)")
    app.options.speed = 1.0
    results = app.scenes.top
    for seat in range(len(results.brains)):
        results.toggle_page(seat)
