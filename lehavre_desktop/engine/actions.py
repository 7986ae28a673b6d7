"""Actions: small immutable values with a stable text form.

Text grammar (one action per line in a game record)::

    pass
    end
    sell <building>
    build <building> [pay <good>@<row>.<col> ...]
    use <building> [<good>[*<n>] ...] [x<times>] [pay <good>@<row>.<col> ...] ...

``pay`` lists where each paying marker ends up (row and column indices on the
warehouse). For ``use``, the goods name the markers the player chose (``*n``: that
many steps or repetitions on it) and ``x<times>`` the repetitions of a conversion.
A conversion that pays food names one ``pay`` group per repetition, in the order they
are paid (rules revision 2, §8.3); a game played under revision 1 names one group for
all repetitions together. ``end`` closes the turn after the build, use or pass and any
sales that follow it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .goods import GOOD_INDEX, Cell, Good, is_small_number
from .warehouse import MarkerEnd, Payment


class ActionSyntaxError(ValueError):
    """The text is not an action."""


def _quoted(token: str) -> str:
    """A token as an error message may quote it: at most a few dozen characters."""
    return repr(token if len(token) <= 40 else token[:40] + "…")


def _payment_text(payment: Payment) -> str:
    return (" pay " + " ".join(end.text() for end in payment)) if payment else ""


def canonical_payment(payment: Payment) -> Payment:
    return tuple(sorted(payment, key=lambda end: GOOD_INDEX[end.good]))


def canonical_goods(goods: tuple[Good, ...]) -> tuple[Good, ...]:
    return tuple(sorted(goods, key=GOOD_INDEX.__getitem__))


@dataclass(frozen=True, slots=True)
class Build:
    building: str
    payment: Payment = ()

    def text(self) -> str:
        return f"build {self.building}{_payment_text(self.payment)}"


@dataclass(frozen=True, slots=True)
class Use:
    building: str
    goods: tuple[Good, ...] = ()  # chosen markers, sorted; repeated for several steps
    times: int = 0  # repetitions of a conversion
    payments: tuple[Payment, ...] = ()  # food paid by a conversion: one per repetition (one in all under revision 1)

    def text(self) -> str:
        parts = [f"use {self.building}"]
        for good, count in Counter(self.goods).items():
            parts.append(good.value if count == 1 else f"{good.value}*{count}")
        if self.times:
            parts.append(f"x{self.times}")
        return " ".join(parts) + "".join(_payment_text(payment) for payment in self.payments)


@dataclass(frozen=True, slots=True)
class Sell:
    building: str

    def text(self) -> str:
        return f"sell {self.building}"


@dataclass(frozen=True, slots=True)
class Pass:
    def text(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class End:
    """Close the turn: the build, use or pass is done, and so are the sales after it."""

    def text(self) -> str:
        return "end"


Action = Build | Use | Sell | Pass | End


def encode(action: Action) -> str:
    return action.text()


def _parse_count(text: str, token: str) -> int:
    if not is_small_number(text):
        raise ActionSyntaxError(f"bad count in {_quoted(token)}")
    return int(text)


def _parse_good(token: str) -> Good:
    try:
        return Good(token)
    except ValueError:
        raise ActionSyntaxError(f"unknown good {_quoted(token)}") from None


def _parse_payment(tokens: list[str]) -> Payment:
    if not tokens:
        raise ActionSyntaxError("'pay' is not followed by any marker")
    ends = []
    for token in tokens:
        good_text, sep, cell_text = token.partition("@")
        if not sep:
            raise ActionSyntaxError(f"payment {_quoted(token)} is not GOOD@ROW.COL")
        try:
            cell = Cell.parse(cell_text)
        except ValueError as error:
            raise ActionSyntaxError(str(error)) from None
        ends.append(MarkerEnd(_parse_good(good_text), cell))
    goods = [end.good for end in ends]
    if len(set(goods)) != len(goods):
        raise ActionSyntaxError("a payment names the same marker twice")
    return canonical_payment(tuple(ends))


def _split_payments(tokens: list[str]) -> tuple[list[str], tuple[Payment, ...]]:
    """The tokens before the first ``pay``, and one payment per ``pay`` group."""
    if "pay" not in tokens:
        return tokens, ()
    first = tokens.index("pay")
    groups: list[list[str]] = []
    for token in tokens[first:]:
        if token == "pay":
            groups.append([])
        else:
            groups[-1].append(token)
    return tokens[:first], tuple(_parse_payment(group) for group in groups)


def _parse_use_choices(tokens: list[str]) -> tuple[tuple[Good, ...], int]:
    goods: list[Good] = []
    times = 0
    for token in tokens:
        if token.startswith("x") and token[1:].isdigit():
            if times:
                raise ActionSyntaxError("repetitions are given twice")
            times = _parse_count(token[1:], token)
            if times == 0:
                raise ActionSyntaxError("x0 is written by leaving the repetitions out")
            continue
        name, star, count_text = token.partition("*")
        good = _parse_good(name)
        count = 1
        if star:
            count = _parse_count(count_text, token)
            if count < 1:
                raise ActionSyntaxError(f"bad count in {_quoted(token)}")
        if good in goods:
            raise ActionSyntaxError(f"{good.value} is named twice")
        goods.extend([good] * count)
    return canonical_goods(tuple(goods)), times


def decode(text: str) -> Action:
    tokens = text.split()
    if not tokens:
        raise ActionSyntaxError("empty action")
    verb, rest = tokens[0], tokens[1:]
    if verb in ("pass", "end"):
        if rest:
            raise ActionSyntaxError(f"{_quoted(verb)} takes nothing after it")
        return Pass() if verb == "pass" else End()
    if not rest:
        raise ActionSyntaxError(f"{_quoted(verb)} needs a building")
    building, rest = rest[0], rest[1:]
    if verb == "sell":
        if rest:
            raise ActionSyntaxError("'sell' takes only a building")
        return Sell(building)
    if verb == "build":
        tokens_left, payments = _split_payments(rest)
        if tokens_left:
            raise ActionSyntaxError(f"unexpected {_quoted(' '.join(tokens_left))} in build")
        if len(payments) > 1:
            raise ActionSyntaxError("a build names one payment")
        return Build(building, payments[0] if payments else ())
    if verb == "use":
        tokens_left, payments = _split_payments(rest)
        goods, times = _parse_use_choices(tokens_left)
        return Use(building, goods, times, payments)
    raise ActionSyntaxError(f"unknown verb {_quoted(verb)}")
