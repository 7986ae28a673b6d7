"""The teaching panel: the guided game, a moment that matters, the choice being shaped, what just happened, and in
boxes of their own, what the pointer is on right now and why the computer made its last move.

The page (the guide, the choice, "What just happened") is at the top and the pointer's box at the foot. The room is
shared by what each text needs: the pointer's box is as tall as its text, up to ``POINTER_SHARE`` of the room or
whatever the page's text leaves, if that is more; the page has the rest. So a box scrolls only while the other shows
no empty space: a page that fits leaves the pointer's box all it does not need, and a pointer's box that is as tall
as its text leaves the page the rest. What the pointer is on changes only the pointer's box and, above it, the
page's bottom: the page's top and its text never move under the reader's eyes (a text read in the pointer's box
cannot be scrolled to, as leaving the building for the scroll bar leaves its text too, so it is the one shown whole).
Beside the table, the column grows into the game log's room while the page needs it (``wanted_height``, read by the
side panel, ``table_area.SidePanel``), counting the pointer's box at its least: what the pointer is on never moves
the log either. A box scrolls only when its text is longer than its room, and then ends at a whole line
(``panels.whole_lines``), never one cut in half. The computer's reasons (from its search, ``ui.move_reasons``) have
a box between the page and the pointer's box, shown only while its turn is the latest one: they take their room
from the page's bottom, so they move neither the pointer's box nor the page's top. The panel is written only while
it can be seen: its owner asks ``wants_content`` and, when the panel comes into view (``shown``), fills it.
"""

from __future__ import annotations

import html
import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QShowEvent, QTextDocument
from PySide6.QtWidgets import QFrame, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ..engine import GameState, RuleId
from ..prose.cast import Cast
from ..prose.move_explained import reasons_title
from ..teaching.guide import GuidedGame
from ..teaching.narrator import Explanation
from ..teaching.rule_texts import rule_title
from . import theme
from .panels.whole_lines import LineCover


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


def reasons_style() -> str:
    """The computer's reasons box, in the palette now in use: the hint's colours (the hint says the same words)."""
    palette = theme.current()
    return f"""
#TeachingReasons {{ background: {palette.hint_ground.name()}; border-top: 3px solid {palette.suggestion.name()}; }}
#TeachingReasons QLabel {{ background: transparent; }}
"""


POINTER_SHARE = 0.5  # of the room, the most the pointer's box takes from a page that needs it: while the pointer is on
# something, its text is what is read (and a text in that box cannot be scrolled to), but a page that explains the
# last move (the round change's "What just happened") keeps half; it has its room back when the pointer leaves
POINTER_LEAST = 2  # the lines (and a title) the column counts the pointer's box at when it asks for room
PAGE_LEAST = 3  # the page keeps room for this many lines


def document_height(browser: QTextBrowser) -> int:
    """The height the browser's text takes at its width with no scroll bar, its frame included."""
    copy = browser.document().clone()
    copy.setTextWidth(browser.contentsRect().width())
    height = math.ceil(copy.size().height()) + 2 * browser.frameWidth()
    copy.deleteLater()
    return height


def fit_scroll_bar(browser: QTextBrowser) -> None:
    """A text that fits the box whole shows no scroll bar. Qt decides on the bar at the width it leaves, where the
    text may take a line more than without it: a text that fits only without the bar would keep it."""
    fits = document_height(browser) <= browser.height()
    policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits else Qt.ScrollBarPolicy.ScrollBarAsNeeded
    if browser.verticalScrollBarPolicy() != policy:
        browser.setVerticalScrollBarPolicy(policy)


@lru_cache(maxsize=64)
def model_height(font: str, style: str, margin: float, lines: int) -> int:
    """The height of a title and ``lines`` lines in a document of this font, style sheet and margin: laid out once
    for each, as every change of the column's texts asks for it again."""
    model = QTextDocument()
    typeface = QFont()
    typeface.fromString(font)
    model.setDefaultFont(typeface)
    model.setDefaultStyleSheet(style)
    model.setDocumentMargin(margin)
    model.setHtml(f"<h3>M</h3><p class='card'>{'<br>'.join('M' * lines)}</p>")
    return math.ceil(model.size().height())


class TeachingPanel(QWidget):
    ruleRequested = Signal(object)  # RuleId
    leaveGuideRequested = Signal()
    skipGuideStepRequested = Signal()
    startGuideRequested = Signal()
    keptGameRequested = Signal()  # back to the game kept for later when the guided game began
    shown = Signal()  # the panel came into view: time to fill it
    heightWanted = Signal()  # the height its texts want (``wanted_height``) may have changed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TeachingPanel")
        self.pointer = QTextBrowser()
        self.pointer.setObjectName("TeachingPointer")
        self.pointer.setOpenLinks(False)
        self.pointer.setFrameShape(QFrame.Shape.StyledPanel)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        for browser in (self.pointer, self.browser):
            browser.anchorClicked.connect(self._on_link)
        self.covers = (LineCover(self.pointer), LineCover(self.browser))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.browser, 1)
        # Why the computer made its last move: plain text (the sentences hold players' names), below the rest.
        self.reasons_box = QFrame()
        self.reasons_box.setObjectName("TeachingReasons")
        self.reasons_title = QLabel()
        self.reasons_title.setObjectName("TeachingReasonsTitle")
        self.reasons_text = QLabel()
        self.reasons_text.setObjectName("TeachingReasonsText")
        self._lay_out_reasons()
        layout.addWidget(self.reasons_box)
        layout.addWidget(self.pointer)
        self.reasons_box.hide()
        self._fit_reasons()
        self.reasons: tuple[str, ...] = ()  # the computer's reasons for its last move, while it is the latest
        for browser in (self.pointer, self.browser):
            browser.installEventFilter(self)
        # The panel's height is the column's to give (``SidePanel.share_height``); its boxes follow it, so the fixed
        # height the pointer's box has now must not become the least the panel may have.
        self.setMinimumHeight(1)
        self.guide: GuidedGame | None = None
        self.guide_state: GameState | None = None  # the position the guide's step is read in
        self.guide_note = ""  # what the last finished step achieved
        self.offer_guide = False
        self.now: list[Explanation] = []
        self.now_title = ""
        self.pointed: list[Explanation] = []  # what the pointer is on, in its own box
        self.pointed_title = ""
        self._pointer_html = ""
        self.happened: list[Explanation] = []
        self.attention: list[Explanation] = []  # what the player should not miss before ending the turn
        self.kept_game: Cast | None = None  # the players of a game kept for later while the guide runs
        self._html = ""
        self.renders = 0  # how often the panel was written (tests read it)
        self.apply_theme()

    def show_content(
        self,
        now_title: str,
        now: list[Explanation],
        happened: list[Explanation],
        guide: GuidedGame | None,
        guide_note: str,
        offer_guide: bool,
        attention: list[Explanation] | None = None,
        pointed_title: str = "",
        pointed: list[Explanation] | None = None,
        reasons: tuple[str, ...] = (),
    ) -> None:
        """Everything the panel shows; the owner recomputes it (in the current language) and calls this."""
        self.now_title, self.now, self.happened = now_title, now, happened
        self.reasons = reasons
        self.pointed_title, self.pointed = pointed_title, pointed or []
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
                # «Rule:» never ends a line with its title on the next: it is held to the title's first word.
                template = self.tr("Rule: {title}").replace(" {title}", "\u00a0{title}")
                label = template.format(title=rule_title(item.rule))
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
            parts.append(
                f"<h3>{html.escape(self.guide.title())}</h3><p>{html.escape(self.guide.task(self.guide_state))}</p>"
            )
            leave = self.tr("Leave the guided game")
            links = [f"<a href='guide:leave'>{html.escape(leave)}</a>"]
            if not self.guide.finished:
                skip = self.tr("Skip this step")
                links.insert(0, f"<a href='guide:skip'>{html.escape(skip)}</a>")
            parts.append(f"<p>{' · '.join(links)}</p>")
            if self.kept_game is not None:
                a, b = self.kept_game
                kept = QCoreApplication.translate("TeachingPanel", "The game of {a} and {b} is kept for later.").format(
                    a=a, b=b
                )
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
        page = "".join(parts)
        if page != self._html:  # a change that writes nothing new writes nothing
            self._html = page
            self.renders += 1
            self.browser.setHtml(page)
        if self.pointed:
            pointer = f"<h3>{html.escape(self.pointed_title)}</h3>{self._cards(self.pointed)}"
        else:
            hint = self.tr("Point at a building or a warehouse cell to see what it would do now.")
            pointer = f"<p class='hint'>{html.escape(hint)}</p>"
        if pointer != self._pointer_html:
            self._pointer_html = pointer
            self.pointer.setHtml(pointer)
        self._show_reasons()
        self.share_height()
        self.heightWanted.emit()

    def _show_reasons(self) -> None:
        if self.reasons:
            self.reasons_title.setText(reasons_title())
            self.reasons_text.setText("\n".join(self.reasons))
            self.reasons_box.setToolTip(
                QCoreApplication.translate(
                    "Hints",
                    "Expected final scores are the search's estimates: good for comparing moves, not a promise.",
                )
            )
        self.reasons_box.setVisible(bool(self.reasons))

    def apply_theme(self) -> None:
        """Set the explanations' colours from the palette now in use (the pages are written afresh after)."""
        for browser in (self.pointer, self.browser):
            browser.document().setDefaultStyleSheet(document_style())
        self.reasons_box.setStyleSheet(reasons_style())
        # A page keeps the colours it was written with: written again, it takes the new ones.
        self._html = self._pointer_html = ""
        self.refresh()

    def pointer_room(self, lines: int) -> int:
        """The pointer box's height for its title and this many lines of text: a title and lines in its style, laid
        out as its own text is (so a box of this height ends at a whole line)."""
        shown = self.pointer.document()
        model = model_height(shown.defaultFont().toString(), shown.defaultStyleSheet(), shown.documentMargin(), lines)
        return model + 2 * self.pointer.frameWidth()

    def page_room(self) -> int:
        """The height the page and the pointer's box share: the panel's. The computer's reasons, between them, take
        their room from the page alone, so neither the pointer's box nor the page's top moves when they come or go."""
        layout = self.layout()
        return self.height() - (layout.spacing() if layout is not None else 0)

    def wanted_height(self) -> int:
        """The panel's height with every text of the page whole beside the pointer's least box: how tall the side
        panel makes the teaching column when the game log can spare it. What the pointer is on does not count, so
        pointing at things never moves the log."""
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 0
        return self.pointer_room(POINTER_LEAST) + spacing + document_height(self.browser)

    def pointer_most(self, room: int) -> int:
        """The most of ``room`` the pointer's box may take: ``POINTER_SHARE`` of it, or all the page's text leaves."""
        return max(int(room * POINTER_SHARE), room - document_height(self.browser))

    def page_least(self) -> int:
        """The least height the page keeps: ``PAGE_LEAST`` lines (or the least its scroll bar takes)."""
        lines = int(QFontMetrics(self.browser.font()).lineSpacing() * PAGE_LEAST) + 2 * self.browser.frameWidth()
        return max(lines, self.browser.minimumSizeHint().height())

    def reasons_room(self) -> int:
        """The height the computer's reasons take from the page while they are shown, their spacing included."""
        if not self.reasons:
            return 0
        layout = self.layout()
        box = self.reasons_box
        height = box.heightForWidth(self.width()) if box.hasHeightForWidth() else box.sizeHint().height()
        return height + (layout.spacing() if layout is not None else 0)

    def share_height(self) -> None:
        """The pointer's box takes the room its text needs, up to ``pointer_most``; the page the rest, keeping
        ``PAGE_LEAST`` lines; a box whose text fits shows no scroll bar. The hint the box shows while the pointer is
        on nothing takes only room the page does not need: beside a page that would scroll for it, the box is
        hidden until the pointer is on something. Only a page already at its least gives the computer's reasons less
        than their room: then the pointer's box makes up the rest."""
        if self.layout() is None or self.height() <= 0:
            return
        room = self.page_room()
        need = document_height(self.pointer)
        shown = bool(self.pointed) or need <= room - document_height(self.browser)
        height = max(0, min(need, self.pointer_most(room), room - self.reasons_room() - self.page_least()))
        if (
            self.pointer.isHidden() == shown
            or self.pointer.height() != height
            or self.pointer.minimumHeight() != height
        ):
            self.pointer.setFixedHeight(height)
            self.pointer.setVisible(shown)
            layout = self.layout()
            if layout is not None:
                layout.activate()  # the page takes its new height now: its scroll bar is decided at it
        for browser in (self.pointer, self.browser):
            fit_scroll_bar(browser)
        for cover in self.covers:
            cover.place()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.share_height()
        if event.oldSize().width() != event.size().width():  # the texts wrap anew
            self.heightWanted.emit()

    def _lay_out_reasons(self) -> None:
        for label in (self.reasons_title, self.reasons_text):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
        self.reasons_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box = QVBoxLayout(self.reasons_box)
        box.setContentsMargins(8, 6, 8, 6)
        box.setSpacing(2)
        box.addWidget(self.reasons_title)
        box.addWidget(self.reasons_text)

    def _fit_reasons(self) -> None:
        """The reasons are read at the size of the rest of the panel, their title in bold."""
        font = self.pointer.font()
        self.reasons_text.setFont(font)
        font.setBold(True)
        self.reasons_title.setFont(font)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.pointer and event.type() == QEvent.Type.FontChange:  # the window's size or the zoom
            self._fit_reasons()
            self.share_height()
            self.heightWanted.emit()
        elif isinstance(watched, QTextBrowser) and event.type() == QEvent.Type.Resize:
            fit_scroll_bar(watched)  # the layout gave it another height (the reasons came or went): bar or none anew
        return False

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
