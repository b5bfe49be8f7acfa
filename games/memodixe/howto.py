"""MemoDiXe's how-to, a page at a time, each with the options it teaches: secret or plain
eye and hat, the end after a right "DiXe!" or the optional rule's going on, and what a
wrong call costs."""

from games.core.howto import page

PAGES = (
    page("memodixe.howto.square", "🎲"),
    page("memodixe.howto.turn", "🔄"),
    page("memodixe.howto.powers", "✨"),
    page("memodixe.howto.secret", "🤫", secret_powers=True),
    page("memodixe.howto.plain", "👁️", secret_powers=False),
    page("memodixe.howto.dixe", "📣", go_on_after_dixe=False),
    page("memodixe.howto.dixe_go_on", "📣", go_on_after_dixe=True),
    page("memodixe.howto.wrong", "💥", wrong_call_penalty=True),
    page("memodixe.howto.wrong_mild", "🎲", wrong_call_penalty=False),
    page("memodixe.howto.win", "🏆"),
)
