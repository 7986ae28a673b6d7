"""The rules reference: the whole game by topic and every building with its data, searchable.

It shows the rules of the open game: its component numbers and, for a game saved under
rules revision 1, the one rule such a game keeps from then (one payment for the food of
all repetitions).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QResizeEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
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

from ...engine import CURRENT_RULES_REVISION, Components, Provenance, RuleId
from ...engine.catalog import ROUND_LETTERS
from ...i18n.folding import matches
from ...i18n.forms import Amount, Number
from ...i18n.names import building_name, building_summary
from ...session.component_store import user_components_path
from ...teaching.rule_texts import TOPICS, building_of, rule_text, rule_title, topic_title
from ...teaching.words import cost_words
from ..board.tile import value_text

RULE_ROLE = Qt.ItemDataRole.UserRole
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

    def __init__(self, components: Components, parent: QWidget | None = None,
                 rules_revision: int = CURRENT_RULES_REVISION) -> None:
        super().__init__(parent)
        self.components = components
        self.rules_revision = rules_revision
        self.current: RuleId | None = None
        self._searched: dict[str, str] = {}  # an entry's title and page as read, by its rule ("": the data page)
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
        left_layout.addWidget(self.tree)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.page)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([300, 600])  # a third for the titles
        layout = QHBoxLayout(self)
        layout.addWidget(splitter)
        self.resize(900, 600)
        self.retranslate_ui()

    def set_components(self, components: Components, rules_revision: int = CURRENT_RULES_REVISION) -> None:
        """Show the rules of the open game: its component table and the rules revision it is played under."""
        self.components = components
        self.rules_revision = rules_revision
        self._searched.clear()
        self._filter(self.search.text())
        self._show(self.current)

    def retranslate_ui(self) -> None:
        self._searched.clear()
        self.setWindowTitle(self.tr("Rules reference"))
        self.search.setPlaceholderText(self.tr("Search the rules…"))
        self.tree.clear()
        data_item = QTreeWidgetItem([self.tr("Component data: printed and reconstructed")])
        data_item.setData(0, RULE_ROLE, "")
        self.tree.addTopLevelItem(data_item)
        for index, (_, rules) in enumerate(TOPICS):
            topic = QTreeWidgetItem([topic_title(index)])
            topic.setFlags(topic.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            for rule in rules:
                title = building_name(building) if (building := building_of(rule)) else rule_title(rule)
                child = QTreeWidgetItem([title])
                child.setData(0, RULE_ROLE, rule.value)
                topic.addChild(child)
            self.tree.addTopLevelItem(topic)
        self.tree.expandAll()
        self._filter(self.search.text())
        self._show(self.current)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ---- showing entries ----------------------------------------------------------------------
    def show_rule(self, rule: RuleId | None) -> None:
        """Open the reference at a rule (None: the page on component data)."""
        wanted = rule.value if rule is not None else ""
        for item in self._items():
            if item.data(0, RULE_ROLE) == wanted:
                self.tree.setCurrentItem(item)
                break
        self._show(rule)
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
        self._show(RuleId(value) if value else None)

    def _follow(self, url: QUrl) -> None:
        if url.scheme() == "rule":
            self.show_rule(RuleId(url.path()))
        elif url.scheme() == "components":
            self.componentsRequested.emit()

    def _show(self, rule: RuleId | None) -> None:
        self.current = rule
        self.page.setHtml(self.page_html(rule))

    def page_html(self, rule: RuleId | None) -> str:
        if rule is None:
            return self._data_page()
        building = building_of(rule)
        title = building_name(building) if building else rule_title(rule)
        parts = [f"<h2>{html.escape(title)}</h2>", f"<p>{rule_text(rule, self.components)}</p>"]
        if rule in ONE_SUM_RULES and self.rules_revision == ONE_SUM_REVISION:
            note = self.tr(
                "This game was started under an earlier version of the rules (revision 1) and keeps its way of "
                "paying repeated food costs: the food for all repetitions of the Restaurant or the Wood Trader is "
                "paid together, as one sum with no change, not repetition by repetition. New games pay each "
                "repetition on its own."
            )
            parts.append(f"<p><i>{html.escape(note)}</i></p>")
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
            "The rulebooks give every rule and every building's function, but not the printed costs and values of "
            "most tiles, nor the size of the warehouse. This program uses a careful reconstruction for those "
            "numbers and marks each one: <i>printed</i> (from the rulebooks) or <i>reconstructed</i>."
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

    # ---- searching ----------------------------------------------------------------------------
    def _searched_text(self, item: QTreeWidgetItem) -> str:
        """An entry's title and its page as the reader sees it (no markup), kept until the language or the
        component data change."""
        value = str(item.data(0, RULE_ROLE))
        if value not in self._searched:
            page = QTextDocumentFragment.fromHtml(self.page_html(RuleId(value) if value else None)).toPlainText()
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
