"""MemoDiXe's how-to, a page at a time, each with the options it teaches: secret or plain
eye and hat, the end after a right "DiXe!" or the optional rule's going on, and what a
wrong call costs. The turn's page shows children the move on the game's dice: a tapped
die turns over to the twin of the symbol under another (`games/memodixe/scene/sprites.py`
draws them)."""

from games.core.howto import page, tap

# One die already turned shows a rabbit; the die tapped turns over to a rabbit too: a pair.
TURN = tap(
    ("under:0:rabbit", "top:3:sun", "top:6:star"),
    1,
    ("under:0:rabbit", "under:3:rabbit", "top:6:star"),
)

PAGES = (
    page("memodixe.howto.square", "🎲"),
    page("memodixe.howto.turn", "🔄", demo=TURN),
    page("memodixe.howto.powers", "✨"),
    page("memodixe.howto.secret", "🤫", secret_powers=True),
    page("memodixe.howto.plain", "👁️", secret_powers=False),
    page("memodixe.howto.dixe", "📣", go_on_after_dixe=False),
    page("memodixe.howto.dixe_go_on", "📣", go_on_after_dixe=True),
    page("memodixe.howto.wrong", "💥", wrong_call_penalty=True),
    page("memodixe.howto.wrong_mild", "🎲", wrong_call_penalty=False),
    page("memodixe.howto.win", "🏆"),
)
