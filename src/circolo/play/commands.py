"""The commands a table's task takes: one small frozen dataclass each, and their union.

Everything that changes a table is one of these, put on its queue
(:meth:`~circolo.play.table_task.TableTask.request`) and carried out by the table's own task,
one at a time (:meth:`~circolo.play.table.Table._do`, one ``case`` per command): a command
that does not exist, or one given a wrong field, is a type error, not a refusal at run time.
Each names itself (``action``): the metrics count the requests by it, and the nodes of a
cluster send a command to another as its ``action`` and its fields
(server/cluster/remote.py, calls.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from circolo.core.hosting.protocol import PinChoicesMessage, PinMessage, PlayMessage, StepMessage
from circolo.play.peer import Peer

#: A client's move message (each game's table takes its own: ``GamePart.move_messages``).
MoveMessage = PlayMessage | PinMessage | PinChoicesMessage | StepMessage


@dataclass(frozen=True, slots=True)
class Command:
    """Something asked of a table's task; a subclass is one command and its fields."""

    #: The command's name: in the metrics, the log, and the calls between nodes.
    action: ClassVar[str]

    def args(self) -> dict[str, Any]:
        """The command's fields by name (the values themselves, not copies)."""
        return {field.name: getattr(self, field.name) for field in fields(self)}


# -- the seats ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Join(Command):
    """A person takes the open ``seat`` before the start; answered with the seat's token.
    ``creator``: the table's creator (who starts it); ``address``: where it came from (its
    hand is saved: play/fair_play.py)."""

    action: ClassVar[str] = "join"
    seat: int
    name: str | None
    creator: bool = False
    profile: str | None = None
    address: str | None = None


@dataclass(frozen=True, slots=True)
class Leave(Command):
    """The seat of ``token`` leaves the table (``farewell``: the text sent on its connection
    before it is closed); answered with the table's summary."""

    action: ClassVar[str] = "leave"
    token: str
    farewell: str | None = None


@dataclass(frozen=True, slots=True)
class Start(Command):
    """The creator (``token``) starts the table; answered with its summary."""

    action: ClassVar[str] = "start"
    token: str


@dataclass(frozen=True, slots=True)
class Begin(Command):
    """Start a table made with no human seat (nobody to say so)."""

    action: ClassVar[str] = "begin"


@dataclass(frozen=True, slots=True)
class Resume(Command):
    """After a restart or a takeover: carry on where the table was."""

    action: ClassVar[str] = "resume"


@dataclass(frozen=True, slots=True)
class Connect(Command):
    """The seat of ``token`` is played on ``connection`` (from ``address``: None, the
    connection's own); answered with the seat's number."""

    action: ClassVar[str] = "connect"
    token: str
    connection: Peer
    address: str | None = None


@dataclass(frozen=True, slots=True)
class Disconnect(Command):
    """``connection``, the connection of ``seat``, went."""

    action: ClassVar[str] = "disconnect"
    seat: int
    connection: Peer


@dataclass(frozen=True, slots=True)
class Ready(Command):
    """The seat of ``token`` is ready for the next hand."""

    action: ClassVar[str] = "ready"
    token: str


# -- the play -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Move(Command):
    """The seat of ``token`` plays ``message``; answered with the game's answer, if any."""

    action: ClassVar[str] = "move"
    token: str
    message: MoveMessage


@dataclass(frozen=True, slots=True)
class Suggest(Command):
    """Training: the move the adviser would make for the seat of ``token``, and why."""

    action: ClassVar[str] = "suggest"
    token: str


@dataclass(frozen=True, slots=True)
class Continue(Command):
    """The seat of ``token`` read a training stop: play on."""

    action: ClassVar[str] = "continue"
    token: str


@dataclass(frozen=True, slots=True)
class AiTurn(Command):
    """The AI seat to move plays turn ``turn`` (nothing if that turn is gone): a timer's."""

    action: ClassVar[str] = "ai_turn"
    turn: int


@dataclass(frozen=True, slots=True)
class PassStop(Command):
    """A training stop nobody is there to read, at a table given up: play on (a timer's)."""

    action: ClassVar[str] = "pass_stop"


@dataclass(frozen=True, slots=True)
class NextHand(Command):
    """Deal the next hand, if ``after`` hands are still all that were played (a timer's)."""

    action: ClassVar[str] = "next_hand"
    after: int


# -- the audience and the teacher's seat --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Watch(Command):
    """``connection`` watches the table, listed as ``name``."""

    action: ClassVar[str] = "watch"
    name: str
    connection: Peer


@dataclass(frozen=True, slots=True)
class Unwatch(Command):
    """The spectator ``connection`` stops watching."""

    action: ClassVar[str] = "unwatch"
    connection: Peer


@dataclass(frozen=True, slots=True)
class TellAudience(Command):
    """Tell everyone who watches now (a message held back: a timer's)."""

    action: ClassVar[str] = "tell_audience"


@dataclass(frozen=True, slots=True)
class Teacher(Command):
    """The seat of ``token`` lets a spectator see its hand (the one of number
    ``spectator``, else the one who asked as ``name``; both None: nobody any more;
    ``allow`` false: says no to that spectator)."""

    action: ClassVar[str] = "teacher"
    token: str
    name: str | None
    allow: bool = True
    spectator: int | None = None


@dataclass(frozen=True, slots=True)
class AskHand(Command):
    """The spectator ``connection`` asks ``seat``'s player to see the hand."""

    action: ClassVar[str] = "ask_hand"
    connection: Peer
    seat: int


@dataclass(frozen=True, slots=True)
class Hint(Command):
    """The teacher ``connection`` suggests ``card`` of its learner's hand (None: takes the
    suggestion back)."""

    action: ClassVar[str] = "hint"
    connection: Peer
    card: str | None


# -- the table's life ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Expire(Command):
    """Close a table that never started if nobody attended it for ``after_s``."""

    action: ClassVar[str] = "expire"
    after_s: float


@dataclass(frozen=True, slots=True)
class GiveUp(Command):
    """The computer plays to the end the seat of a single player away for ``after_s``."""

    action: ClassVar[str] = "give_up"
    after_s: float


@dataclass(frozen=True, slots=True)
class Clock(Command):
    """An evening's round ran past its time: the computer plays on for every person at the
    table until its boards are over (they may watch it finish, not take their seat back)."""

    action: ClassVar[str] = "clock"


@dataclass(frozen=True, slots=True)
class Retire(Command):
    """End the table's task after this command: another node takes the table over
    (``still``: the reason to move, checked again in the task)."""

    action: ClassVar[str] = "retire"
    still: Callable[[], bool] | None = None


#: Every command a table takes.
TableCommand = (
    Join | Leave | Start | Begin | Resume | Connect | Disconnect | Ready
    | Move | Suggest | Continue | AiTurn | PassStop | NextHand
    | Watch | Unwatch | TellAudience | Teacher | AskHand | Hint
    | Expire | GiveUp | Clock | Retire
)  # fmt: skip
