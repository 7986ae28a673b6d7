"""The strip under the table: what is happening, the choice being made, and the buttons.

Its height never changes (issue 8, contract §3): the table above it keeps its size and its
scale while a turn is shaped, so the building under the pointer stays under it. The height
is set from the font (which grows with the window, as the buttons do: ``type_scale``) and the
window's width: room for the title, a line saying why the last gesture did nothing, four lines
of detail (three where the text beside the buttons is wide enough for the effects' lines not to wrap in two columns)
and two rows of buttons; in a window wide enough for two columns of detail side by
side (``set_columns``, 1920 px), two lines of detail, so that the bar is no empty band under a
large table (issue 21). A detail that does not fit its room as the
labels wrap it (measured, not counted: a Greek or Hungarian line may take two) flows into a
second column, a gap after the first one's widest line (its lines read down one column and on down the next, never
across the bar); only beyond that does the text scroll inside the bar. The height holds from the start of a turn,
one line, to the choice being shaped one click later (a title, a refusal, four effects): a bar as tall as its text
of the moment would rescale the table under the pointer at every gesture.

The keys that do what the buttons do are drawn on them as keycaps: the primary button's wherever it fits, the
others where the text keeps room for its longest lines (``_place_keycaps``); and the way to go on beside Continue
takes the room the buttons leave it (``_fit_go_on``). Both are decided by the window's width and the language, never
by the text shown, so nothing beside them moves between gestures.

Every text is plain: names come from files and users. The refusal is styled by its own label
(the window's style sheet colours it), never by markup in the text.

The buttons stand at the right in two rows: shaping the choice (the compact chooser, the
list of alternatives and the buttons that step through them) above, acting on it below; Sell, which no
choice being shaped ever shows beside it, stands in the upper row.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..i18n.forms import Number
from ..prose.cast import Cast
from ..prose.table_prompts import render
from ..table.frame import BarFrame, Buttons, CountField
from . import theme
from .bar_face import BUTTON_HEIGHT as BUTTON_HEIGHT
from .bar_face import (
    ArrowButton,
    BarButton,
    LineMark,
    MarkedLabel,
    accent_colour,
    accent_width,
    button_height,
    keycap_names,
    line_mark,
    paint_box,
    paint_ground,
)
from .letter_keys import hint_key

MARGIN = 5
ROW_SPACING = 4
ROW_GAP = 6  # between the buttons of a row
DETAIL_LINES = 4  # in a bar whose text is narrower than NARROW_CHARS beside its buttons
ROOMY_DETAIL_LINES = 3  # in a wider one, with room for one column only
WIDE_DETAIL_LINES = 2  # in a bar with room for two columns of detail
# A text narrower than this many average characters takes a fourth line of detail: the detail's two columns, half of
# it each, wrap a Greek or Hungarian effect's line (some 60 of their wider letters) on two lines.
NARROW_CHARS = 96
WARNING_LINES = 1
COLUMN_GAP = 24
UNBOUNDED = 16777215  # Qt's largest widget size (QWIDGETSIZE_MAX, which PySide does not export)
TEXT_INDENT = 8  # between the accent and the text
# Two columns of detail need this many average characters each: an effect's line in Greek or Hungarian runs to
# about 60, in wider letters than the average, and a refusal above both columns, in bold, to 125.
COLUMN_CHARS = 72
# The average character, measured on text (the font's own average is rounded to a whole pixel: at 72 characters a
# column's width would be some 40 pixels out).
AVERAGE_TEXT = "abcdefghijklmnopqrstuvwxyz "
GO_ON_TEXT_SHARE = 0.55  # the way to go on beside Continue takes one line where the text keeps this share of the bar
TEXT_LEAST = 0.4  # the primary buttons' keycap shows wherever the text keeps this share of the bar beside it
# The keycaps may narrow a column of detail (or the text, in one column) to this many average characters: its longest
# line, some 60 of Greek's or Hungarian's wider letters, still whole (the columns are chosen with room to spare beyond
# it, ``COLUMN_CHARS``).
KEYCAP_COLUMN_CHARS = 64
GO_ON_CHARS = 34  # the way to go on beside Continue wraps at about this many characters (two lines in any language)


def _half_column(width: int) -> int:
    """The width of each of two columns of detail in a text ``width`` wide, a gap between them."""
    return (width - COLUMN_GAP) // 2


def _show(widget: QWidget, shown: bool) -> None:
    """Show or hide, touching the widget only for a change (a call costs a layout pass otherwise)."""
    if widget.isHidden() == shown:
        widget.setVisible(shown)


class AlternativesBox(QComboBox):
    """Every legal alternative of the choice being shaped, one line each; F4 opens it from anywhere.

    Closed, it says which choice is shown ("Choice 3 of 12"): the bar's text says what it does.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(16)
        self.setMaxVisibleItems(16)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)  # its face's edge follows the pointer (``paint_box``)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.label = ""
        self.hint = ""

    def set_items(self, texts: list[str], index: int, label: str) -> None:
        same = [self.itemText(i) for i in range(self.count())] == texts
        self.blockSignals(True)
        if not same:
            self.clear()
            self.addItems(texts)
            widest = max((self.fontMetrics().horizontalAdvance(text) for text in texts), default=0)
            self.view().setMinimumWidth(min(widest + 40, 900))
        self.setCurrentIndex(index)
        self.blockSignals(False)
        self.label = label
        self.setToolTip(f"{texts[index]}\n\n{self.hint}" if 0 <= index < len(texts) else self.hint)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_box(self, self.label or self.currentText())

    def open_list(self) -> bool:
        """Open the list (F4); False if no choice with alternatives is being shaped."""
        if self.isVisible() and self.isEnabled():
            self.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.showPopup()
            return True
        return False


def bar_label(name: str = "") -> QLabel:
    """A wrapped label of the bar, in plain text only: player and building names come from files and users and are
    never markup."""
    label = QLabel()
    if name:
        label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def hint_width(metrics: QFontMetrics, text: str, widest: float) -> float:
    """The text on one line where it fits in ``widest``; else two lines of about equal length (a last line of one
    word left alone read as an afterthought), never wider than ``widest``."""
    whole = metrics.horizontalAdvance(text) + 2
    if whole <= widest:
        return whole
    longest_word = max(metrics.horizontalAdvance(word + " ") for word in text.split())
    return min(widest, whole / 2 + longest_word)


class ActionBar(QWidget):
    confirmRequested = Signal()  # carry out the action and end the turn
    keepOpenRequested = Signal()  # carry out the action, keep the turn open to sell afterwards
    endTurnRequested = Signal()
    cancelRequested = Signal()
    previousRequested = Signal()
    nextRequested = Signal()
    sellRequested = Signal()
    passRequested = Signal()
    scoresRequested = Signal()
    hintRequested = Signal()  # Suggest a move
    continueRequested = Signal()  # play the computer's move being shown
    alternativeChosen = Signal(int)  # the index of a choice picked from the list
    countChanged = Signal(str, int)  # a number of the compact chooser: its key and its new value

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.text_area = self._build_text_area()
        self._build_buttons()
        self.controls = self._build_controls()
        box = QHBoxLayout(self)
        box.setContentsMargins(accent_width(self.font()) + TEXT_INDENT, MARGIN, 8, MARGIN)
        box.setSpacing(10)
        box.addWidget(self.text_area, 1)
        box.addWidget(self.controls)
        self.seat: int | None = None  # the player to act: the accent's and the primary buttons' colour
        self._marks: tuple[LineMark, ...] = ()  # the piece beside each line of the detail
        self.keycaps: dict[BarButton, str] = {}  # the buttons' keys, drawn on them where there is room
        self._columns = 1  # the detail's columns the bar's height counts on (``set_columns``)
        self._lines = DETAIL_LINES  # and its lines in a column
        self._frame: BarFrame | None = None
        self._players: Cast | None = None  # who the frame's messages name by their seats
        self._shown: tuple[BarFrame, Cast | None, str] | None = None  # the frame, its players, the language
        self.retranslate_ui()
        self.show_buttons()

    # ---- building -------------------------------------------------------------------------------
    def _build_text_area(self) -> QScrollArea:
        """The title, a warning, and the detail in one or two columns, scrolling if a long one needs it."""
        self.title = bar_label("ActionTitle")
        self.warning = bar_label("ActionWarning")
        self.warning.hide()
        self.detail = MarkedLabel()
        self.detail_more = MarkedLabel()  # the second column of a long detail
        self.detail_more.hide()
        columns = QHBoxLayout()
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(COLUMN_GAP)
        columns.addWidget(self.detail, 1, Qt.AlignmentFlag.AlignTop)
        columns.addWidget(self.detail_more, 1, Qt.AlignmentFlag.AlignTop)
        text = QWidget()
        text.setObjectName("ActionText")
        text_layout = QVBoxLayout(text)
        text_layout.setContentsMargins(0, 0, 0, 0)
        text_layout.setSpacing(0)
        text_layout.addStretch(1)  # the text in the middle of the band, as the buttons are
        text_layout.addWidget(self.title)
        text_layout.addWidget(self.warning)
        text_layout.addLayout(columns)
        text_layout.addStretch(1)
        area = QScrollArea()
        area.setObjectName("ActionTextArea")
        area.setWidget(text)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # (Transparent through the window's style sheet: asking for the viewport here would cost start-up time.)
        return area

    def _build_buttons(self) -> None:
        """The chooser's numbers, the list of alternatives and every button, each joined to its request."""
        self.chooser = QWidget()
        self.chooser_layout = QHBoxLayout(self.chooser)
        self.chooser_layout.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QSpinBox] = {}
        self.captions: dict[str, QLabel] = {}
        self.alternatives = AlternativesBox()
        self.alternatives.activated.connect(self.alternativeChosen)
        self.previous_button = ArrowButton()
        self.next_button = ArrowButton()
        self.confirm_button = BarButton(primary=True)
        self.keep_open_button = BarButton()
        self.end_turn_button = BarButton(primary=True)
        self.cancel_button = BarButton()
        self.sell_button = BarButton()
        self.pass_button = BarButton()
        self.scores_button = BarButton()
        self.hint_button = BarButton()
        self.hint_button.hide()  # offered by the hint's presenter (``offer_hint``)
        self.continue_button = BarButton(primary=True)
        self.continue_button.hide()  # while the computer's move is shown (``offer_continue``)
        # Beside Continue, in the bar's type: the other ways to go on (a click on the table, a key).
        self.go_on_hint = bar_label("GoOnHint")
        self.go_on_hint.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.go_on_hint.hide()
        self.confirm_button.setDefault(True)
        self.end_turn_button.setDefault(True)
        self.buttons = (
            self.previous_button,
            self.next_button,
            self.sell_button,
            self.pass_button,
            self.scores_button,
            self.cancel_button,
            self.keep_open_button,
            self.confirm_button,
            self.end_turn_button,
            self.hint_button,
            self.continue_button,
        )
        for button in self.buttons:
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.previous_button.clicked.connect(self.previousRequested)
        self.next_button.clicked.connect(self.nextRequested)
        self.confirm_button.clicked.connect(self.confirmRequested)
        self.keep_open_button.clicked.connect(self.keepOpenRequested)
        self.end_turn_button.clicked.connect(self.endTurnRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.sell_button.clicked.connect(self.sellRequested)
        self.pass_button.clicked.connect(self.passRequested)
        self.scores_button.clicked.connect(self.scoresRequested)
        self.hint_button.clicked.connect(self.hintRequested)
        self.continue_button.clicked.connect(self.continueRequested)

    def _build_controls(self) -> QWidget:
        """The buttons in their two rows."""
        # Two rows: shaping the choice, and acting on it.
        # Sell (an own building selected, no choice shaped: the upper row is free) stands above Cancel and End turn,
        # so that its long words (the building and its price) leave the text the bar's width beside one button.
        self.groups: tuple[tuple[QWidget, ...], ...] = (
            (
                self.chooser,
                self.previous_button,
                self.alternatives,
                self.next_button,
                self.hint_button,
                self.sell_button,
            ),
            (
                self.pass_button,
                self.scores_button,
                self.cancel_button,
                self.keep_open_button,
                self.confirm_button,
                self.end_turn_button,
                self.go_on_hint,
                self.continue_button,
            ),
        )
        self.rows = (QHBoxLayout(), QHBoxLayout())
        controls = QVBoxLayout()
        controls.setContentsMargins(0, 0, 0, 0)  # the bar's own margins are round it (``fixed_height`` counts them)
        controls.setSpacing(ROW_SPACING)
        controls.addStretch(1)
        for row, group in zip(self.rows, self.groups, strict=True):
            row.setSpacing(ROW_GAP)
            row.addStretch(1)
            for widget in group:
                row.addWidget(widget)
            controls.addLayout(row)
        controls.addStretch(1)
        holder = QWidget()
        holder.setLayout(controls)
        holder.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        return holder

    # ---- size -----------------------------------------------------------------------------------
    @property
    def columns(self) -> int:
        """The columns of detail the bar's height counts on (``set_columns``)."""
        return self._columns

    def detail_lines(self) -> int:
        """The lines of detail the bar has room for in a column (a refusal takes one more)."""
        return self._lines

    def set_columns(self, width: int) -> None:
        """The bar will be ``width`` pixels wide: where that leaves its text, beside the widest row of buttons a
        choice shows, the room for two columns of detail of ``COLUMN_CHARS`` characters, it counts on them and keeps
        two lines; with one column, four lines where that text is narrower than ``NARROW_CHARS``, else three (its
        height changes with the window, never with what it shows). The columns are counted without the keycaps,
        which then take what they may of the room left (``_place_keycaps``)."""
        self.show_keycaps(False)
        columns = self._columns_beside_buttons(width, COLUMN_CHARS)
        self._place_keycaps(width, columns)
        if columns == 2:
            lines = WIDE_DETAIL_LINES
        else:
            narrow = width - self.text_room_taken() < self._average_char() * NARROW_CHARS
            lines = DETAIL_LINES if narrow else ROOMY_DETAIL_LINES
        if (columns, lines) != (self._columns, self._lines):
            self._columns, self._lines = columns, lines
            self._fix_height()
        self._fit_go_on(width)  # beside the buttons as the keycaps left them

    def _place_keycaps(self, width: int, columns: int) -> None:
        """The primary buttons' key (Enter) wherever the buttons, with it, leave the text ``TEXT_LEAST`` of the bar;
        the other keys (Esc) where, with them as well, each of the text's columns keeps room for its longest lines
        (``KEYCAP_COLUMN_CHARS``): the room the text needs, not a share of the bar, which a language's longer
        buttons took from a text that had the room. Decided by the window's width and language, never by
        what the bar shows: a keycap that came and went between gestures would move the buttons beside it."""
        primary = [button for button in self.keycaps if button.primary]
        for button in primary:
            button.set_key(self.keycaps[button])
        if width - self.text_room_taken() < TEXT_LEAST * width:
            self.show_keycaps(False)
            return
        self.show_keycaps(True)
        text = width - self.text_room_taken()
        if text < self._average_char() * KEYCAP_COLUMN_CHARS or (
            self._columns_beside_buttons(width, KEYCAP_COLUMN_CHARS) < columns
        ):
            for button in self.keycaps:
                if not button.primary:
                    button.set_key("")

    def _columns_beside_buttons(self, width: int, chars: int) -> int:
        """Two where the text beside the buttons has room for two columns of ``chars`` average characters."""
        text = width - self.text_room_taken()
        return 2 if text >= 2 * self._average_char() * chars + COLUMN_GAP else 1

    def _average_char(self) -> float:
        return QFontMetrics(self.font()).horizontalAdvance(AVERAGE_TEXT) / len(AVERAGE_TEXT)

    def show_keycaps(self, shown: bool) -> None:
        """The keys that do what Confirm, End turn and Cancel do, drawn on them as keycaps (``shown``), or not."""
        for button, key in self.keycaps.items():
            button.set_key(key if shown else "")

    @property
    def keycaps_shown(self) -> bool:
        return any(button.key for button in self.keycaps)

    def _fit_go_on(self, width: int) -> None:
        """The way to go on beside Continue as wide as its words, on one line where the row of the two is no wider
        than the widest row of a choice being shaped, or than leaves the text ``GO_ON_TEXT_SHARE`` of the bar's
        ``width``; else on two lines of about ``GO_ON_CHARS`` characters or more (a wrapped label would otherwise
        be squeezed narrow)."""
        metrics = QFontMetrics(self.font())
        least = self._average_char() * GO_ON_CHARS
        room = max(self.widest_row(), round((1 - GO_ON_TEXT_SHARE) * width) - self.margins_width())
        beside = room - ROW_GAP - self.continue_button.sizeHint().width()
        self.go_on_hint.setFixedWidth(round(hint_width(metrics, self.go_on_hint.text(), max(least, beside))))

    def widest_row(self) -> int:
        """The width of the widest row of buttons of a choice being shaped (stepping through the alternatives;
        cancel, confirm and keep the turn open)."""
        rows = (
            (self.previous_button, self.alternatives, self.next_button),
            (self.cancel_button, self.keep_open_button, self.confirm_button),
        )
        return max(sum(widget.sizeHint().width() for widget in row) + ROW_GAP * (len(row) - 1) for row in rows)

    def text_room_taken(self) -> int:
        """The bar's width its text cannot have: the margins, and the widest row of buttons (``widest_row``)."""
        return self.widest_row() + self.margins_width()

    def margins_width(self) -> int:
        """The bar's margins and the gap between its text and its buttons."""
        layout = self.layout()
        if layout is None:
            return 0
        margins = layout.contentsMargins()
        return layout.spacing() + margins.left() + margins.right()

    def fixed_height(self) -> int:
        """Room for the title, a refusal, the lines of detail and two rows of buttons, whatever is shown (the lines
        measured as the labels lay them out, in the bar's type: each label of its own, as a refusal that wraps to
        two lines takes one line's label less than two)."""
        lines = (1, WARNING_LINES, self.detail_lines())  # the title, the refusal, the detail
        text = sum(self._label_height(self.font(), count) for count in lines)
        buttons = 2 * button_height(self.font()) + ROW_SPACING
        return max(text, buttons) + 2 * MARGIN

    @staticmethod
    def _label_height(font: QFont, lines: int) -> int:
        probe = QLabel()
        probe.setFont(font)
        probe.setTextFormat(Qt.TextFormat.PlainText)
        probe.setText("\n".join(["Xg"] * lines))
        return probe.sizeHint().height()

    def _fix_height(self) -> None:
        self.setFixedHeight(self.fixed_height())
        layout = self.layout()
        if layout is not None:  # the accent's width follows the type
            margins = layout.contentsMargins()
            margins.setLeft(accent_width(self.font()) + TEXT_INDENT)
            layout.setContentsMargins(margins)
        self._fit_go_on(self.width())
        height = button_height(self.font())
        for widget in (*self.buttons, self.alternatives, *self.spins.values()):
            widget.setFixedHeight(height)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.fixed_height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_ground(painter, self.rect(), self.accent(), accent_width(self.font()))

    def accent(self) -> QColor:
        """The colour down the bar's left side: the player to act's."""
        return accent_colour(self.seat, theme.current())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():  # the detail's lines wrap anew: one column or two
            self.set_text(self.title.text(), self.detail_text(), self.warning.text(), self._marks)

    def retranslate_ui(self) -> None:
        self.previous_button.setText("◀")
        self.previous_button.setToolTip(QCoreApplication.translate("ActionBar", "Previous choice (Page Up)"))
        self.previous_button.setAccessibleName(QCoreApplication.translate("ActionBar", "Previous choice"))
        self.next_button.setText("▶")
        self.next_button.setToolTip(QCoreApplication.translate("ActionBar", "Next choice (Page Down)"))
        self.next_button.setAccessibleName(QCoreApplication.translate("ActionBar", "Next choice"))
        self.alternatives.setAccessibleName(QCoreApplication.translate("ActionBar", "All choices"))
        self.alternatives.hint = QCoreApplication.translate(
            "ActionBar",
            "Every way to do this, with what it costs and does (F4). You can also drag a marker to "
            "another highlighted cell of your warehouse.",
        )
        self.alternatives.setToolTip(self.alternatives.hint)
        self.confirm_button.setText(self.tr("Confirm"))
        self.confirm_button.setToolTip(self.tr("Carry out the action and end your turn (Enter)"))
        self.keep_open_button.setText(self.tr("Confirm, keep turn open"))
        self.keep_open_button.setToolTip(
            self.tr("Carry out the action but keep your turn open, to sell buildings afterwards (Shift+Enter)")
        )
        self.end_turn_button.setText(self.tr("End turn"))
        self.end_turn_button.setToolTip(self.tr("End your turn; the other player goes on (Enter)"))
        # Drawn on the buttons as keycaps (``set_columns``): the keys' names as printed on the keyboard.
        enter, escape = keycap_names()
        shown = {button for button in self.keycaps if button.key}  # in the new words, until the bar is laid out anew
        self.keycaps = {self.confirm_button: enter, self.end_turn_button: enter, self.cancel_button: escape}
        for button, key in self.keycaps.items():
            button.set_key(key if button in shown else "")
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Drop this action (Esc)"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Pass and end your turn"))
        self.scores_button.setText(QCoreApplication.translate("ActionBar", "Final scores"))
        self.scores_button.setToolTip(QCoreApplication.translate("ActionBar", "Show the final scores again"))
        self.hint_button.setText(QCoreApplication.translate("ActionBar", "Suggest a move"))
        self.hint_button.setToolTip(
            QCoreApplication.translate(
                "ActionBar", "Show on the table the move the computer would make, and why ({key})"
            ).format(key=hint_key())
        )
        self.continue_button.setText(QCoreApplication.translate("ActionBar", "Continue"))
        self.continue_button.setToolTip(
            QCoreApplication.translate("ActionBar", "Play the computer's move now (or click the table, or press a key)")
        )
        self.go_on_hint.setText(QCoreApplication.translate("ActionBar", "Click the table or press a key to go on."))
        self._fix_height()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self._frame is not None:
                self._shown = None  # the same frame, its words in the new language
                self.show_frame(self._frame, self._players, self.seat)
        elif event.type() == QEvent.Type.FontChange:
            self._fix_height()
        super().changeEvent(event)

    # ---- content ------------------------------------------------------------------------------
    def show_frame(self, frame: BarFrame, players: Cast | None = None, seat: int | None = None) -> None:
        """Show the bar's part of a frame: its words in the language of the moment, the seats its messages name as
        ``players``; its buttons; the accent of ``seat``, the player to act (None: no one, the game is over). Nothing
        is touched when neither the frame, its players, the player to act nor the language changed."""
        self._frame, self._players = frame, players
        self.set_seat(seat)
        shown = (frame, players, QLocale().name())
        if shown == self._shown:
            return
        before = self._shown[0] if self._shown is not None and self._shown[2] == shown[2] else None
        self._shown = shown
        # The controls first: they decide the width the text is measured in.
        self._show_frame_buttons(frame.buttons)
        if frame.alternatives and (
            before is None or before.alternatives != frame.alternatives or before.alternative != frame.alternative
        ):
            self.set_alternatives([render(line) for line in frame.alternatives], frame.alternative)
        if before is None or before.counts != frame.counts:
            self.set_counts(frame.counts)
        self.set_text(
            render(frame.title, players),
            "\n".join(render(line, players) for line in frame.details),
            render(frame.warning, players) if frame.warning is not None else "",
            tuple(line_mark(line) for line in frame.details),
        )

    def set_seat(self, seat: int | None) -> None:
        """The player to act: the accent and the primary buttons take their colour."""
        if seat != self.seat:
            self.seat = seat
            for button in self.buttons:
                if isinstance(button, BarButton):
                    button.set_seat(seat)
            self.update()

    def _show_frame_buttons(self, buttons: Buttons) -> None:
        self.show_buttons(
            choose=buttons.choose,
            confirm=buttons.confirm,
            cancel=buttons.cancel,
            sell_text=render(buttons.sell) if buttons.sell is not None else None,
            can_pass=buttons.can_pass,
            end_turn=buttons.end_turn,
            scores=buttons.scores,
        )

    def show_buttons(
        self,
        choose: bool = False,
        confirm: bool = False,
        cancel: bool = False,
        sell_text: str | None = None,
        can_pass: bool = False,
        end_turn: bool = False,
        scores: bool = False,
    ) -> None:
        """``confirm`` shows both ways to confirm: ending the turn, and keeping it open."""
        if sell_text is not None and sell_text != self.sell_button.text():
            self.sell_button.setText(sell_text)
        # The layouts wait until every button is shown or hidden, then lay the bar out once.
        layouts = [layout for layout in (self.layout(), self.controls.layout()) if layout is not None]
        for layout in layouts:
            layout.setEnabled(False)
        for widget, shown in (
            (self.previous_button, choose),
            (self.next_button, choose),
            (self.alternatives, choose),
            (self.confirm_button, confirm),
            (self.keep_open_button, confirm),
            (self.end_turn_button, end_turn),
            (self.cancel_button, cancel),
            (self.sell_button, sell_text is not None),
            (self.pass_button, can_pass),
            (self.scores_button, scores),
        ):
            _show(widget, shown)
        for layout in layouts:
            layout.setEnabled(True)
            layout.invalidate()

    def offer_hint(self, offered: bool) -> None:
        """The Suggest a move button: at the start of a person's turn, while no choice is being shaped."""
        _show(self.hint_button, offered)

    def offer_continue(self, offered: bool) -> None:
        """The Continue button and, beside it, the other ways to go on: while the computer's move is shown."""
        _show(self.go_on_hint, offered)
        _show(self.continue_button, offered)

    def set_alternatives(self, texts: list[str], index: int) -> None:
        """The list of every alternative (shown with the choice buttons, when there is more than one)."""
        label = QCoreApplication.translate("ActionBar", "Choice {i} of {n}").format(
            i=Number(index + 1), n=Number(len(texts))
        )
        self.alternatives.set_items(texts, index, label)

    def set_counts(self, fields: tuple[CountField, ...]) -> None:
        """A spin box per number of the compact chooser: the compact way to shape a choice."""
        if [f.key for f in fields] == list(self.spins):
            # Same numbers as before: update them in place, so the keyboard focus stays put.
            for field in fields:
                key, value, maximum = field.key, field.value, field.maximum
                self.captions[key].setText(render(field.label))
                spin = self.spins[key]
                spin.blockSignals(True)
                spin.setRange(0, maximum)
                spin.setValue(value)
                spin.blockSignals(False)
            _show(self.chooser, bool(fields))
            return
        while self.chooser_layout.count():
            item = self.chooser_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.spins = {}
        self.captions = {}
        for field in fields:
            key, label = field.key, render(field.label)
            caption = QLabel(label)
            spin = QSpinBox()
            spin.setRange(0, field.maximum)
            spin.setValue(field.value)
            spin.setFixedHeight(button_height(self.font()))
            spin.setAccessibleName(label)
            spin.valueChanged.connect(lambda new, k=key: self.countChanged.emit(k, new))
            caption.setBuddy(spin)
            self.chooser_layout.addWidget(caption)
            self.chooser_layout.addWidget(spin)
            self.spins[key] = spin
            self.captions[key] = caption
        _show(self.chooser, bool(fields))

    def set_text(self, title: str, detail: str = "", warning: str = "", marks: tuple[LineMark, ...] = ()) -> None:
        """The title, the detail (a line per effect), why the last gesture did nothing (empty: nothing to say) and
        the piece drawn beside each line of the detail (``bar_face.line_mark``; none where ``marks`` is short).

        A detail taller than the room the bar has left for it, as its lines wrap, is laid out in two columns."""
        self._marks = marks
        if title != self.title.text():
            self.title.setText(title)
        if warning != self.warning.text():
            self.warning.setText(warning)
        _show(self.warning, bool(warning))
        lines = detail.split("\n") if detail else []
        split = (len(lines) + 1) // 2 if self._needs_columns(lines, bool(warning)) else len(lines)
        first, second = "\n".join(lines[:split]), "\n".join(lines[split:])
        if first != self.detail.text():
            self.detail.setText(first)
        if second != self.detail_more.text():
            self.detail_more.setText(second)
        self.detail.set_marks(marks[:split])
        self.detail_more.set_marks(marks[split:])
        self.detail.setMaximumWidth(self._first_column_width(lines[:split]) if second else UNBOUNDED)
        _show(self.detail, bool(first))
        _show(self.detail_more, bool(second))

    def _first_column_width(self, lines: list[str]) -> int:
        """The first of two columns as wide as its widest line, at most half the text's width: the second column
        follows it a gap away, so the lines read down one and on down the other, never across the bar."""
        metrics = QFontMetrics(self.detail.font())
        widest = max(metrics.horizontalAdvance(line) for line in lines) + self.detail.contentsMargins().left() + 2
        half = _half_column(self.text_area.width())
        return min(widest, half) if half > 0 else widest

    def _needs_columns(self, lines: list[str], warning: bool) -> bool:
        """Whether these detail lines go in two columns: more than ``ROOMY_DETAIL_LINES`` of them that take fewer
        rows in two columns than in one as wide as the bar's text, or one column taller than the room under the
        title (and the refusal): measured as they wrap. Before the bar is laid out, counted."""
        room_lines = self.detail_lines() + (0 if warning else WARNING_LINES)
        if len(lines) < 2:
            return False
        if len(lines) > room_lines:
            return True
        layout = self.layout()
        if layout is not None and self.isVisible():
            layout.activate()  # the buttons just shown or hidden decide the text's width
        width = self.text_area.width()
        if width <= 0 or not self.isVisible():
            return False
        one_column = self._wrapped_height(lines, width)
        if len(lines) > ROOMY_DETAIL_LINES:
            split = (len(lines) + 1) // 2
            half = _half_column(width)
            two_columns = max(self._wrapped_height(lines[:split], half), self._wrapped_height(lines[split:], half))
            if two_columns < one_column:
                return True
        room = self.text_area.height() - self.title.heightForWidth(width)
        if warning:
            room -= self.warning.heightForWidth(width)
        return one_column > room

    def _wrapped_height(self, lines: list[str], width: int) -> int:
        """The height of these lines of detail in a column ``width`` wide, beside the margin of their pieces."""
        metrics = QFontMetrics(self.detail.font())
        text = width - (self.detail.mark_room() if self._marks else 0)
        flags = int(Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRect(0, 0, max(1, text), 100000), flags, "\n".join(lines)).height()

    def detail_text(self) -> str:
        """The whole detail, both columns."""
        return "\n".join(text for text in (self.detail.text(), self.detail_more.text()) if text)
