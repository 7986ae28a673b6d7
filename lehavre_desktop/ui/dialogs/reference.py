"""The rules reference: the whole game by topic and every building with its data, searchable.

It opens on the game in brief (the goal, a round, a turn, with links into the topics). Each
rule's page states the rule and, where the rulebooks leave it open, how this edition reads
them, in a quieter paragraph below. The page on component data says once which numbers are
printed and which reconstructed.

It shows the rules of the open game: its component numbers and, for a game saved under
rules revision 1, the one rule such a game keeps from then (one payment for the food of
all repetitions).
"""

from __future__ import annotations

import html
from enum import Enum

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, QSizeF, Qt, QUrl, Signal
from PySide6.QtGui import QResizeEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import CURRENT_RULES_REVISION, ROUND_LETTERS, Components, Provenance, RuleId
from ...i18n.folding import matches
from ...i18n.forms import Amount, Number
from ...i18n.names import building_name, building_summary
from ...session.component_store import user_components_path
from ...teaching.rule_texts import TOPICS, building_of, rule_note, rule_text, rule_title, topic_title
from ...teaching.words import cost_words
from ..board.tile import value_text

# The reference's size: these shares of the screen's width and height, no smaller than SMALLEST and no wider than
# WIDEST (lines of the page beyond that are too long to read).
SCREEN_SHARE = QSizeF(0.7, 0.85)
SMALLEST = QSize(900, 600)
WIDEST = 1150
RULE_ROLE = Qt.ItemDataRole.UserRole  # an entry's rule id, or the value of its Page


class Page(Enum):
    """The reference's pages that explain no single rule."""

    OVERVIEW = "overview"
    COMPONENT_DATA = "components"


Entry = RuleId | Page
PAGE_VALUES = {page.value for page in Page}


def entry_of(value: str) -> Entry:
    return Page(value) if value in PAGE_VALUES else RuleId(value)


# The rules that revision 1 played differently and that a game saved under it still follows.
ONE_SUM_RULES = frozenset({RuleId.USE_COST_PER_REPETITION, RuleId.RESTAURANT, RuleId.WOOD_TRADER})
ONE_SUM_REVISION = 1


class WrappedTitles(QStyledItemDelegate):
    """Sizes each title for the width its row has in the tree, so a long one wraps instead of being cut off."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        # Top-level rows are indented too, by the branch that opens them.
        width = self.tree.viewport().width() - self.tree.indentation() * (depth + 1)
        shaped = QStyleOptionViewItem(option)
        self.initStyleOption(shaped, index)
        shaped.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        shaped.rect = QRect(0, 0, max(width, 1), 1)
        return self.tree.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, shaped, QSize(), self.tree)


class TitleTree(QTreeWidget):
    """The reference's topics and entries, every title whole: wrapped to the tree's width, laid out anew on
    every change of width."""

    def __init__(self) -> None:
        super().__init__()
        self.setHeaderHidden(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(WrappedTitles(self))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.scheduleDelayedItemsLayout()


class RulesReference(QDialog):
    componentsRequested = Signal()  # the component page's link to Game ▸ Component data…

    def __init__(
        self, components: Components, parent: QWidget | None = None, rules_revision: int = CURRENT_RULES_REVISION
    ) -> None:
        super().__init__(parent)
        self.components = components
        self.rules_revision = rules_revision
        self.entry: Entry = Page.OVERVIEW
        self._searched: dict[str, str] = {}  # an entry's title and page as read, by its RULE_ROLE value
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.tree = TitleTree()
        self.tree.currentItemChanged.connect(self._on_item)
        self.page = QTextBrowser()
        self.page.setOpenLinks(False)
        self.page.anchorClicked.connect(self._follow)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search)
        # Plain text: it quotes what the player typed.
        self.nothing_found = QLabel()
        self.nothing_found.setTextFormat(Qt.TextFormat.PlainText)
        self.nothing_found.setWordWrap(True)
        self.nothing_found.hide()
        left_layout.addWidget(self.nothing_found)
        left_layout.addWidget(self.tree)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.page)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([300, 600])  # a third for the titles
        layout = QHBoxLayout(self)
        layout.addWidget(splitter)
        self._fit_to_screen()
        self.retranslate_ui()

    def _fit_to_screen(self) -> None:
        """As large as a book's open spread on the screen: more titles and a page in view on a larger screen, never
        less than ``SMALLEST`` where the screen has it, never past the screen."""
        room = self.screen().availableGeometry()
        width = min(max(SMALLEST.width(), int(room.width() * SCREEN_SHARE.width())), WIDEST)
        height = max(SMALLEST.height(), int(room.height() * SCREEN_SHARE.height()))
        self.resize(min(width, room.width()), min(height, room.height()))

    def set_components(self, components: Components, rules_revision: int = CURRENT_RULES_REVISION) -> None:
        """Show the rules of the open game: its component table and the rules revision it is played under."""
        self.components = components
        self.rules_revision = rules_revision
        self._searched.clear()
        self._filter(self.search.text())
        self._show(self.entry)

    @property
    def current(self) -> RuleId | None:
        """The rule on show; None on a page about no single rule."""
        return self.entry if isinstance(self.entry, RuleId) else None

    def retranslate_ui(self) -> None:
        self._searched.clear()
        self.setWindowTitle(self.tr("Rules reference"))
        self.search.setPlaceholderText(self.tr("Search the rules…"))
        self.tree.clear()
        overview = QTreeWidgetItem([self.tr("The game in brief")])
        overview.setData(0, RULE_ROLE, Page.OVERVIEW.value)
        self.tree.addTopLevelItem(overview)
        for index, (_, rules) in enumerate(TOPICS):
            topic = QTreeWidgetItem([topic_title(index)])
            topic.setFlags(topic.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            for rule in rules:
                title = building_name(building) if (building := building_of(rule)) else rule_title(rule)
                child = QTreeWidgetItem([title])
                child.setData(0, RULE_ROLE, rule.value)
                topic.addChild(child)
            self.tree.addTopLevelItem(topic)
        data_item = QTreeWidgetItem([self.tr("Component data: printed and reconstructed")])
        data_item.setData(0, RULE_ROLE, Page.COMPONENT_DATA.value)
        self.tree.addTopLevelItem(data_item)
        self.tree.expandAll()
        self._filter(self.search.text())
        self._show(self.entry)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ---- showing entries ----------------------------------------------------------------------
    def show_rule(self, rule: RuleId | None) -> None:
        """Open the reference at a rule (None: at the game in brief, where a newcomer starts)."""
        self.show_entry(Page.OVERVIEW if rule is None else rule)

    def show_entry(self, entry: Entry) -> None:
        for item in self._items():
            if item.data(0, RULE_ROLE) == entry.value:
                self.tree.setCurrentItem(item)
                break
        self._show(entry)
        self.show()
        self.raise_()

    def _tops(self) -> list[QTreeWidgetItem]:
        return [item for i in range(self.tree.topLevelItemCount()) if (item := self.tree.topLevelItem(i)) is not None]

    @staticmethod
    def _children(top: QTreeWidgetItem) -> list[QTreeWidgetItem]:
        return [child for j in range(top.childCount()) if (child := top.child(j)) is not None]

    def _items(self) -> list[QTreeWidgetItem]:
        return [item for top in self._tops() for item in (top, *self._children(top))]

    def _on_item(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        value = item.data(0, RULE_ROLE)
        if value is None:
            return
        self._show(entry_of(value))

    def _follow(self, url: QUrl) -> None:
        if url.scheme() in ("rule", "page"):
            self.show_entry(entry_of(url.path()))
        elif url.scheme() == "components":
            self.componentsRequested.emit()

    def _show(self, entry: Entry) -> None:
        self.entry = entry
        self.page.setHtml(self.page_html(entry))

    def page_html(self, entry: Entry) -> str:
        if entry is Page.OVERVIEW:
            return self._overview_page()
        if entry is Page.COMPONENT_DATA:
            return self._data_page()
        assert isinstance(entry, RuleId)
        return self._rule_page(entry)

    def _rule_page(self, rule: RuleId) -> str:
        building = building_of(rule)
        title = building_name(building) if building else rule_title(rule)
        parts = [f"<h2>{html.escape(title)}</h2>", f"<p>{rule_text(rule, self.components)}</p>"]
        note = rule_note(rule)
        if note is not None:
            # Quieter than the rule: how this edition reads the rulebooks where they leave the rule open.
            heading = self.tr("How this edition reads the rules")
            parts.append(f"<p><small><b>{html.escape(heading)}</b><br>{html.escape(note)}</small></p>")
        if rule in ONE_SUM_RULES and self.rules_revision == ONE_SUM_REVISION:
            revision_note = self.tr(
                "This game was started under an earlier version of the rules (revision 1) and keeps its way of "
                "paying repeated food costs: the food for all repetitions of the Restaurant or the Wood Trader is "
                "paid together, as one sum with no change, not repetition by repetition. New games pay each "
                "repetition on its own."
            )
            parts.append(f"<p><i>{html.escape(revision_note)}</i></p>")
        if building and building in self.components.by_id:
            spec = self.components.by_id[building]
            rows = [
                (self.tr("Enters in round"), spec.letter),
                (self.tr("Cost"), cost_words(spec) + self._mark(spec.cost_provenance)),
                (self.tr("Value"), value_text(spec) + self._mark(spec.value_provenance)),
                (self.tr("On the tile"), building_summary(spec.id, spec)),
            ]
            table = "".join(f"<tr><td><b>{html.escape(k)}</b></td><td>{v}</td></tr>" for k, v in rows)
            parts.append(f"<table cellpadding='4'>{table}</table>")
        return "".join(parts)

    def _mark(self, provenance: Provenance) -> str:
        if provenance is Provenance.PRINTED:
            return " <i>(" + html.escape(self.tr("printed")) + ")</i>"
        return " <i>(" + html.escape(self.tr("reconstructed")) + ")</i>"

    def _data_page(self) -> str:
        reconstructed = [
            b
            for b in self.components.buildings
            if b.cost_provenance is Provenance.RECONSTRUCTED or b.value_provenance is Provenance.RECONSTRUCTED
        ]
        intro = self.tr(
            "The rulebooks give every rule and what every building does, but not most of the costs and values "
            "printed on the tiles, nor the size of the warehouse. For those numbers this edition uses a documented "
            "reconstruction, and each number below is marked <i>printed</i> or <i>reconstructed</i>."
        )
        how = self.tr(
            "If you own the printed game, enter its numbers in {editor}: each number you enter counts as printed. "
            "They are kept in the file {path}, which can also be written by hand, for example {example}; an entry "
            "the program cannot read is reported when the game starts and the built-in value is used instead."
        ).format(
            editor="<a href='components:'>" + html.escape(self.tr("Game ▸ Component data…")) + "</a>",
            path=html.escape(str(user_components_path())),
            example='<code>{"buildings": {"pier": {"cost": {"wood": 5, "clay": 6}, "value": 18}}}</code>',
        )
        rows = "".join(
            f"<tr><td>{ROUND_LETTERS.index(b.letter) + 1}. {b.letter}</td><td>{html.escape(building_name(b.id))}</td>"
            f"<td>{html.escape(cost_words(b))}{self._mark(b.cost_provenance)}</td>"
            f"<td>{html.escape(value_text(b))}{self._mark(b.value_provenance)}</td></tr>"
            for b in self.components.buildings
        )
        geometry = self.components.warehouse
        warehouse = self.tr("Warehouse: {rows} rows × {cols} columns, 0 to {top} of each good.").format(
            rows=geometry.rows, cols=geometry.cols, top=geometry.max_amount
        ) + self._mark(geometry.provenance)
        #: {reconstructed}: an amount of buildings ("28 buildings"), {total}: a bare number (31).
        counted = self.tr("{reconstructed} of {total} have reconstructed numbers.").format(
            reconstructed=Amount("buildings", len(reconstructed)), total=Number(len(self.components.buildings))
        )
        head = "".join(
            f"<th align='left'>{html.escape(h)}</th>"
            for h in (self.tr("Round"), self.tr("Building"), self.tr("Cost"), self.tr("Value"))
        )
        return (
            f"<h2>{html.escape(self.tr('Component data: printed and reconstructed'))}</h2><p>{intro}</p>"
            f"<p>{how}</p><p>{warehouse}<br>{counted}</p><table cellpadding='3'><tr>{head}</tr>{rows}</table>"
        )

    def _overview_page(self) -> str:
        """The game in brief: the goal, a round and a turn, each with links to the rules that tell more."""
        # Each section: its heading, what it tells, and the rules it leads on to.
        sections = [
            (
                self.tr("The goal"),
                self.tr(
                    "Over twelve rounds, A to L, you and your opponent build up an inland port. You build buildings "
                    "and use them to gain goods (fish, clay, wood and grain) and francs. At the end each player adds "
                    "their francs to the value of the buildings they own, and the higher total wins."
                ),
                (RuleId.GAME_END_SCORING,),
            ),
            (
                self.tr("A round"),
                self.tr(
                    "Each round begins with its new buildings joining the supply. Then the players take turns, one "
                    "action each, until the round's actions are used up: only a few in the first rounds, more later. "
                    "When the last turn of the round ends, both wheels turn, and every building on them moves one "
                    "sector on."
                ),
                (RuleId.ROUND_BUILDINGS_ENTER, RuleId.ROUND_ACTION_COUNT, RuleId.TURN_ORDER, RuleId.ROUND_END_ROTATION),
            ),
            (
                self.tr("Your turn"),
                self.tr(
                    "On your turn you take one action: you build a building from the supply and pay its cost, or you "
                    "use a building on a wheel, one of yours for free or one of your opponent's for a fee. Before or "
                    "after the action you may sell your own buildings for half their value. Then you end your turn."
                ),
                (
                    RuleId.TURN_ONE_ACTION,
                    RuleId.BUILD_COST,
                    RuleId.USE_OPPONENT_FEE,
                    RuleId.SELL_OWN_BUILDING,
                    RuleId.TURN_END,
                ),
            ),
            (
                self.tr("Goods and buildings"),
                self.tr(
                    "Your goods are markers on the grid of your warehouse: buildings move them to give you goods, and "
                    "you pay by moving them back. A building on a wheel grows stronger the longer it waits there, but "
                    "one that waits too long reaches the sale sector and is sold."
                ),
                (RuleId.WAREHOUSE_READING, RuleId.PAYMENT_MOVES, RuleId.USE_MULTIPLIER, RuleId.FORCED_SALE),
            ),
        ]
        title, more, everything = self.tr("The game in brief"), self.tr("Read more:"), self.tr("All topics")
        parts = [f"<h2>{html.escape(title)}</h2>"]
        for heading, text, rules in sections:
            links = " · ".join(self._link(rule) for rule in rules)
            parts.append(f"<h3>{html.escape(heading)}</h3><p>{html.escape(text)}</p><p>{html.escape(more)} {links}</p>")
        topics = [
            f"<li><a href='rule:{rules[0].value}'>{html.escape(topic_title(index))}</a></li>"
            for index, (_, rules) in enumerate(TOPICS)
        ]
        data = self.tr("Component data: printed and reconstructed")
        topics.append(f"<li><a href='page:{Page.COMPONENT_DATA.value}'>{html.escape(data)}</a></li>")
        parts.append(f"<h3>{html.escape(everything)}</h3><ul>{''.join(topics)}</ul>")
        return "".join(parts)

    @staticmethod
    def _link(rule: RuleId) -> str:
        return f"<a href='rule:{rule.value}'>{html.escape(rule_title(rule))}</a>"

    # ---- searching ----------------------------------------------------------------------------
    def _searched_text(self, item: QTreeWidgetItem) -> str:
        """An entry's title and its page as the reader sees it (no markup), kept until the language or the
        component data change."""
        value = str(item.data(0, RULE_ROLE))
        if value not in self._searched:
            page = QTextDocumentFragment.fromHtml(self.page_html(entry_of(value))).toPlainText()
            self._searched[value] = item.text(0) + "\n" + page
        return self._searched[value]

    def _filter(self, text: str) -> None:
        """Show the entries whose title or page holds every word searched for, ignoring case and accents; a topic
        whose title holds them shows all its entries."""
        query = text.strip()
        for top in self._tops():
            children = self._children(top)
            if not children:
                top.setHidden(bool(query) and not matches(query, self._searched_text(top)))
                continue
            whole_topic = bool(query) and matches(query, top.text(0))
            shown = 0
            for child in children:
                match = not query or whole_topic or matches(query, self._searched_text(child))
                child.setHidden(not match)
                shown += match
            top.setHidden(shown == 0)
        self._say_if_nothing_found(query)

    def _say_if_nothing_found(self, query: str) -> None:
        """A search that finds nothing says so, where the titles would be, rather than leave an empty list."""
        nothing = bool(query) and all(top.isHidden() for top in self._tops())
        if nothing:
            self.nothing_found.setText(self.tr("No page of the rules mentions «{words}».").format(words=query))
        self.nothing_found.setVisible(nothing)
