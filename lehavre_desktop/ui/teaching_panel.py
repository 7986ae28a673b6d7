"""The teaching panel: the guided game, a moment that matters, what the pointer is on right now, what just happened.

It is written only while it can be seen: its owner asks ``wants_content`` and, when the
panel comes into view (``shown``), fills it.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QUrl, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from ..engine import RuleId
from ..teaching.guide import GuidedGame
from ..teaching.narrator import Explanation
from ..teaching.rule_texts import rule_title
from . import theme


def document_style() -> str:
    """The explanations' style sheet, in the palette now in use."""
    palette = theme.current()
    return f"""
h3 {{ margin: 6px 0 2px 0; }}
.card {{ margin: 0 0 6px 0; }}
.rule {{ color: {palette.rule_link.name()}; font-size: small; }}
.guide {{ background: {palette.guide_ground.name()}; }}
.attention {{ background: {palette.attention_ground.name()}; }}
"""


class TeachingPanel(QWidget):
    ruleRequested = Signal(object)  # RuleId
    leaveGuideRequested = Signal()
    skipGuideStepRequested = Signal()
    startGuideRequested = Signal()
    keptGameRequested = Signal()  # back to the game kept for later when the guided game began
    shown = Signal()  # the panel came into view: time to fill it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TeachingPanel")
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.apply_theme()
        self.browser.anchorClicked.connect(self._on_link)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.browser)
        self.guide: GuidedGame | None = None
        self.guide_note = ""  # what the last finished step achieved
        self.offer_guide = False
        self.now: list[Explanation] = []
        self.now_title = ""
        self.happened: list[Explanation] = []
        self.attention: list[Explanation] = []  # what the player should not miss before ending the turn
        self.kept_game = ""  # the players of a game kept for later while the guide runs ("" for none)
        self._html = ""
        self.renders = 0  # how often the panel was written (tests read it)

    def show_content(self, now_title: str, now: list[Explanation], happened: list[Explanation],
                     guide: GuidedGame | None, guide_note: str, offer_guide: bool,
                     attention: list[Explanation] | None = None) -> None:
        """Everything the panel shows; the owner recomputes it (in the current language) and calls this."""
        self.now_title, self.now, self.happened = now_title, now, happened
        self.guide, self.guide_note, self.offer_guide = guide, guide_note, offer_guide
        self.attention = attention or []
        self.refresh()

    def wants_content(self) -> bool:
        return self.isVisible()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.shown.emit()

    def _cards(self, explanations: list[Explanation]) -> str:
        seen: set[RuleId] = set()
        out = []
        for item in explanations:
            link = ""
            if item.rule not in seen:
                seen.add(item.rule)
                label = self.tr("Rule: {title}").format(title=rule_title(item.rule))
                link = f" <a class='rule' href='rule:{item.rule.value}'>{html.escape(label)}</a>"
            out.append(f"<p class='card'>{html.escape(item.text)}{link}</p>")
        return "".join(out)

    def refresh(self) -> None:
        parts = []
        if self.guide is not None:
            parts.append("<div class='guide'>")
            if self.guide_note:
                praise = self.tr("Well done!")
                parts.append(f"<p><b>{html.escape(praise)}</b> {html.escape(self.guide_note)}</p>")
            parts.append(f"<h3>{html.escape(self.guide.title())}</h3><p>{html.escape(self.guide.task())}</p>")
            leave = self.tr("Leave the guided game")
            links = [f"<a href='guide:leave'>{html.escape(leave)}</a>"]
            if not self.guide.finished:
                skip = self.tr("Skip this step")
                links.insert(0, f"<a href='guide:skip'>{html.escape(skip)}</a>")
            parts.append(f"<p>{' · '.join(links)}</p>")
            if self.kept_game:
                kept = QCoreApplication.translate("TeachingPanel", "The game of {players} is kept for later.").format(
                    players=self.kept_game)
                back = QCoreApplication.translate("TeachingPanel", "Back to that game")
                parts.append(f"<p>{html.escape(kept)} <a href='guide:kept'>{html.escape(back)}</a></p>")
            parts.append("</div>")
        elif self.offer_guide:
            start = self.tr("New to the game? Start the guided first game")
            parts.append(f"<p><a href='guide:start'>{html.escape(start)}</a></p>")
        if self.attention:
            heading = self.tr("The last action of the round")
            parts.append(f"<div class='attention'><h3>{html.escape(heading)}</h3>{self._cards(self.attention)}</div>")
        if self.now:
            parts.append(f"<h3>{html.escape(self.now_title)}</h3>{self._cards(self.now)}")
        if self.happened:
            heading = self.tr("What just happened")
            parts.append(f"<h3>{html.escape(heading)}</h3>{self._cards(self.happened)}")
        if not parts:
            hint = self.tr("Point at a building or a warehouse cell to see what it would do now.")
            parts.append(f"<p>{html.escape(hint)}</p>")
        page = "".join(parts)
        if page != self._html:  # a hover that changes nothing writes nothing
            self._html = page
            self.renders += 1
            self.browser.setHtml(page)

    def apply_theme(self) -> None:
        """Set the explanations' colours from the palette now in use (the page is written afresh after)."""
        self.browser.document().setDefaultStyleSheet(document_style())

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == "rule":
            self.ruleRequested.emit(RuleId(url.path()))
        elif url.toString() == "guide:leave":
            self.leaveGuideRequested.emit()
        elif url.toString() == "guide:skip":
            self.skipGuideStepRequested.emit()
        elif url.toString() == "guide:start":
            self.startGuideRequested.emit()
        elif url.toString() == "guide:kept":
            self.keptGameRequested.emit()
