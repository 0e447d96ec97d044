/*
 * The exact ("double dummy") solver of Tressette: with every hand known, the thirds each
 * team takes from the current trick to the end of the hand under best play by all.
 *
 * Built by the package's own build (hatch_build.py) into a shared library that
 * circolo.games.tressette.solver loads with ctypes; circolo/games/tressette/solver/reference.py is the pure-Python
 * reference it is checked against.
 *
 * Cards are bits of a uint64: bit = 16 * suit + strength, strength 0..9 for the ranks
 * 4 5 6 7 F C R A 2 3 (weakest to strongest). A card is worth thirds of a point: the asso
 * 3, figures, 2s and 3s 1, the rest 0; the last trick is worth 3 more. The order and the
 * values are not written here: circolo/games/tressette/ranking.py is their one place, and the
 * loader gives them to tressette_solver_configure() before any solver is made.
 *
 * The search: alpha-beta over the plays with
 *   - a transposition table at the start of each trick (16-byte entries, four to a
 *     cache line, recognised by a 64-bit lock hash, in huge pages where Linux gives
 *     them), keyed by the four hands with rank-normalised cards (normalise(), by small
 *     tables) and the leader, holding lower and upper
 *     bounds (kept across calls: a solver reused for other layouts or other candidate
 *     cards finds what it already knows);
 *   - equivalent cards (same value, no card still out between them — counting the cards
 *     on the table in this trick) searched once;
 *   - move ordering by simple card-play sense (the cheapest sure winner, loading a trick
 *     partner surely takes; when leading, low toward partner's masters, then own masters)
 *     and the lead that decided the same position before;
 *   - the last three tricks played out by small alpha-betas over bit masks (three_left,
 *     after the table is asked, and two_left: no move ordering, no equivalences, each
 *     counted as one node);
 *   - "sure points" bounds (quick_tricks: the masters the leader can cash in a row, and
 *     partner's after an entry), checked before searching;
 *   - a zero-window driver that bisects the value with null-window searches.
 */
#define _DEFAULT_SOURCE  /* madvise */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#define SEATS 4
#define SUIT_BITS 16
#define SUIT_MASK 0x3FFull
#define LAST_TRICK_BONUS 3

/* Thirds of each strength, weakest first: set by tressette_solver_configure(). */
static int THIRDS[10];
static int configured = 0;

/*
 * One position of the table: 16 bytes, four to a 64-byte bucket (one cache line). The
 * position is recognised by a 64-bit lock — a second hash of the normalised hands and
 * the leader, independent of the one that chose the bucket.
 */
typedef struct {
    uint64_t lock;
    uint8_t lower;
    uint8_t upper;
    int8_t best;    /* the lead that proved the last bound, tried first next time */
    uint8_t cards;  /* cards left in the position (0: a free entry); deeper ones go first */
    uint32_t pad;
} Entry;

#define BUCKET 4
typedef struct {
    Entry *table;
    uint64_t mask;
    uint64_t hands[SEATS];
    int trick[SEATS];  /* cards on the table in this trick, in playing order */
    uint64_t nodes;
    int hint;       /* a lead to try first at the trick starting now, or -1 */
    int best_lead;  /* the lead that decided the last trick-start search */
    int depth;      /* bounded search: tricks still to search before evaluating; -1: exact */
    uint64_t limit; /* the search gives up when `nodes` reaches it (tressette_solver_budget) */
    int aborted;    /* set when it gave up: nothing it found since is stored or returned */
} Solver;

static inline int popcount64(uint64_t x) { return __builtin_popcountll(x); }
static inline int lowest(uint64_t x) { return __builtin_ctzll(x); }
static inline int highest(uint64_t x) { return 63 - __builtin_clzll(x); }
static inline int card_thirds(int card) { return THIRDS[card & 15]; }
static inline int suit_of(int card) { return card >> 4; }

/* Thirds of every card in `cards`: the cards worth one third, and those worth three. */
static uint64_t ONE_THIRD_CARDS;
static uint64_t THREE_THIRDS_CARDS;
static inline int thirds_of(uint64_t cards) {
    return popcount64(cards & ONE_THIRD_CARDS) + 3 * popcount64(cards & THREE_THIRDS_CARDS);
}

/*
 * The table, zeroed; on Linux in huge pages where it can be (2 MB pages: a probe of the
 * table misses the TLB far less often).
 */
static Entry *new_table(size_t entries) {
    size_t bytes = entries * sizeof(Entry);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    size_t huge = (size_t)1 << 21;
    if (bytes >= huge) {
        Entry *table = aligned_alloc(huge, bytes);
        if (table) {
            madvise(table, bytes, MADV_HUGEPAGE);
            memset(table, 0, bytes);
            return table;
        }
    }
#endif
    return calloc(entries, sizeof(Entry));
}

/*
 * The values of the cards, by strength (weakest first), each 0, 1 or 3 thirds: the loader
 * passes Tressette's (circolo/games/tressette/ranking.py). 1 when taken, 0 for values out of
 * range; no solver can be made before.
 */
static void build_tables(void);

int tressette_solver_configure(const int *thirds) {
    uint64_t one = 0, three = 0;
    for (int r = 0; r < 10; r++) {
        if (thirds[r] != 0 && thirds[r] != 1 && thirds[r] != 3) return 0;
    }
    for (int r = 0; r < 10; r++) {
        THIRDS[r] = thirds[r];
        for (int suit = 0; suit < 4; suit++) {
            uint64_t bit = 1ull << (SUIT_BITS * suit + r);
            if (thirds[r] == 1) one |= bit;
            if (thirds[r] == 3) three |= bit;
        }
    }
    ONE_THIRD_CARDS = one;
    THREE_THIRDS_CARDS = three;
    build_tables();
    configured = 1;
    return 1;
}

Solver *tressette_solver_new(int table_bits) {
    if (!configured) return NULL;
    if (table_bits < 10) table_bits = 10;
    if (table_bits > 26) table_bits = 26;
    Solver *s = calloc(1, sizeof(Solver));
    if (!s) return NULL;
    s->table = new_table((size_t)1 << table_bits);
    if (!s->table) {
        free(s);
        return NULL;
    }
    s->mask = ((uint64_t)1 << table_bits) - 1;
    s->hint = -1;
    s->depth = -1;
    s->limit = UINT64_MAX;
    return s;
}

void tressette_solver_free(Solver *s) {
    if (!s) return;
    free(s->table);
    free(s);
}

void tressette_solver_clear(Solver *s) { memset(s->table, 0, (size_t)(s->mask + 1) * sizeof(Entry)); }

uint64_t tressette_solver_nodes(Solver *s) { return s->nodes; }

/* The next searches may visit `nodes` more nodes (0: no limit); past it they give up. */
void tressette_solver_budget(Solver *s, uint64_t nodes) {
    s->limit = nodes ? s->nodes + nodes : UINT64_MAX;
}

static inline uint64_t mix64(uint64_t x) {
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    x ^= x >> 31;
    return x;
}

/*
 * Two hashes of a position: a quick one picks the bucket, a strong one (64 bits, four
 * rounds of mixing, independent of the first) is its lock.
 */
static inline void hash_of(const uint64_t *h, int leader, uint64_t *index, uint64_t *lock) {
    uint64_t a = (h[0] * 0x9E3779B97F4A7C15ull) ^ (h[1] * 0xC2B2AE3D27D4EB4Full) ^
                 (h[2] * 0x165667B19E3779F9ull) ^ (h[3] * 0xFF51AFD7ED558CCDull) ^
                 ((uint64_t)(leader + 1) * 0xC4CEB9FE1A85EC53ull);
    a ^= a >> 32;
    a *= 0xD6E8FEB86659FD93ull;
    a ^= a >> 29;
    uint64_t b = mix64(h[3] + 0xD6E8FEB86659FD93ull);
    b = mix64(b + h[2] * 3 + 0x27D4EB2F165667C5ull);
    b = mix64(b + h[1] * 5 + 0x85EBCA77C2B2AE63ull);
    b = mix64(b + h[0] * 7 + (uint64_t)leader + 1);
    *index = a;
    *lock = b | 1;  /* never 0 */
}

/* Winner (index in playing order 0..3) of a full trick. */
static inline int trick_winner(const int *trick) {
    int best = 0;
    int suit = suit_of(trick[0]);
    for (int i = 1; i < SEATS; i++) {
        if (suit_of(trick[i]) == suit && trick[i] > trick[best]) best = i;
    }
    return best;
}

static int search(Solver *s, int leader, int n, int alpha, int beta);

/*
 * Rank-normalised positions: in each suit only the order of the cards still in play, their
 * values and their owners matter (4 5 6 7 are worth 0, F C R 2 3 one third, the asso
 * three), not which cards were played before. The key of a suit is its cards in play
 * relabelled with the lowest ranks that keep their order and values (NORM, by table) and,
 * for three of the seats, which of those cards (by their place in the suit's order) they
 * hold (PEXT5: the bits of a hand picked out by the cards in play, five ranks at a time).
 */
static uint16_t NORM[1024];
static uint8_t PEXT5[32][32];

static void build_tables(void) {
    for (int m = 0; m < 32; m++) {
        for (int x = 0; x < 32; x++) {
            int out = 0, k = 0;
            for (int b = 0; b < 5; b++) {
                if ((m >> b) & 1) {
                    if ((x >> b) & 1) out |= 1 << k;
                    k++;
                }
            }
            PEXT5[m][x] = (uint8_t)out;
        }
    }
    for (int all = 0; all < 1024; all++) {
        int next = 0, out = 0;
        for (int r = 0; r < 10; r++) {
            if (!((all >> r) & 1)) continue;
            int c = next;
            while (THIRDS[c] != THIRDS[r]) c++;  /* the lowest free rank of the same value */
            next = c + 1;
            out |= 1 << c;
        }
        NORM[all] = (uint16_t)out;
    }
}

/* The places, among the cards in play `all` of a suit, of the cards `own` (a subset). */
static inline uint64_t places(uint64_t own, uint64_t all) {
    return PEXT5[all & 31][own & 31] |
           ((uint64_t)PEXT5[all >> 5][own >> 5] << popcount64(all & 31));
}

/* The table key of the hands: one word a suit (see NORM). */
static inline void normalise(const uint64_t *h, uint64_t *out) {
    for (int suit = 0; suit < 4; suit++) {
        int shift = SUIT_BITS * suit;
        uint64_t o0 = (h[0] >> shift) & SUIT_MASK, o1 = (h[1] >> shift) & SUIT_MASK;
        uint64_t o2 = (h[2] >> shift) & SUIT_MASK, o3 = (h[3] >> shift) & SUIT_MASK;
        uint64_t all = o0 | o1 | o2 | o3;
        out[suit] = NORM[all] | places(o0, all) << 10 | places(o1, all) << 20 |
                    places(o2, all) << 30;
    }
}

/* A card as its suit and place among the suit's cards in play (kept in the table), and back. */
static inline int8_t card_place(int card, uint64_t all) {
    int suit = suit_of(card);
    uint64_t in_suit = (all >> (SUIT_BITS * suit)) & SUIT_MASK;
    return (int8_t)(suit * 16 + popcount64(in_suit & ((1ull << (card & 15)) - 1)));
}

static inline int card_at(int place, uint64_t all) {
    int suit = place >> 4;
    uint64_t in_suit = (all >> (SUIT_BITS * suit)) & SUIT_MASK;
    for (int i = place & 15; i > 0; i--) in_suit &= in_suit - 1;
    return in_suit ? SUIT_BITS * suit + lowest(in_suit) : -1;
}

/* The cards of `alive` (one suit) above every card of `alive` that `own` lacks. */
static inline uint64_t run_from_top(uint64_t alive, uint64_t own) {
    uint64_t others = alive & ~own;
    return others ? alive & ~((2ull << highest(others)) - 1) : alive;
}

/*
 * Sure points of the leader's side: the leader may cash, one after the other, the cards
 * heading each suit that it holds in an unbroken run from the top (with no trumps, a
 * master always takes its trick). Their thirds are certain; when every card of the
 * leader is such a master, every trick left is the leader's, the last one included.
 * Then, where partner heads a suit in which the leader has a card (an entry), the leader
 * leads it and partner cashes the runs it heads in every suit: their thirds count too.
 * (Should partner have to throw a card of its runs under one of the leader's masters, the
 * card's thirds are the side's all the same, and the cards of partner's runs still out are
 * still masters.)
 */
static int quick_tricks(const uint64_t *h, int leader, int total) {
    uint64_t all = h[0] | h[1] | h[2] | h[3];
    uint64_t mine = h[leader];
    uint64_t partner = h[leader ^ 2];
    uint64_t run = 0, p_run = 0;
    int entry = 0;
    for (int suit = 0; suit < 4; suit++) {
        int shift = SUIT_BITS * suit;
        uint64_t alive = (all >> shift) & SUIT_MASK;
        if (!alive) continue;
        uint64_t own = (mine >> shift) & SUIT_MASK;
        uint64_t theirs = (partner >> shift) & SUIT_MASK;
        int top = highest(alive);
        if ((own >> top) & 1) {
            run |= run_from_top(alive, own) << shift;
        } else if ((theirs >> top) & 1) {
            p_run |= run_from_top(alive, theirs) << shift;
            entry |= own != 0;
        }
    }
    if (run == mine) return total;
    int sure = thirds_of(run);
    if (entry) sure += thirds_of(p_run);
    return sure;
}

/*
 * The bounded search's estimate of a trick start it does not search: thirds of team 0 from
 * here to the end, within [0, total]. In each suit the run of masters one side holds from
 * the top (the two partners' cards together) is counted as that side's; the rest — the
 * other cards' thirds and the last trick — is shared half and half, a third to the leader's
 * side where it does not split evenly; the leader's sure points (quick_tricks) bound it.
 */
static int evaluate(const uint64_t *h, int leader, int total) {
    uint64_t all = h[0] | h[1] | h[2] | h[3];
    uint64_t side0 = h[0] | h[2];
    int ours = 0, theirs = 0;
    for (int suit = 0; suit < 4; suit++) {
        int shift = SUIT_BITS * suit;
        uint64_t alive = (all >> shift) & SUIT_MASK;
        if (!alive) continue;
        uint64_t own = (side0 >> shift) & SUIT_MASK;
        int top = highest(alive);
        if ((own >> top) & 1) {
            ours += thirds_of(run_from_top(alive, own) << shift);
        } else {
            theirs += thirds_of(run_from_top(alive, alive & ~own) << shift);
        }
    }
    int rest = total - ours - theirs;
    int v = ours + (rest + ((leader & 1) ? 0 : 1)) / 2;
    int sure = quick_tricks(h, leader, total);
    if (leader & 1) {
        if (v > total - sure) v = total - sure;
    } else if (v < sure) {
        v = sure;
    }
    return v;
}

/* The entry of this position, or NULL. */
static Entry *probe(Solver *s, uint64_t index, uint64_t lock) {
    Entry *bucket = &s->table[index & s->mask & ~(uint64_t)(BUCKET - 1)];
    for (int i = 0; i < BUCKET; i++)
        if (bucket[i].cards && bucket[i].lock == lock) return &bucket[i];
    return NULL;
}

/* Where to store a new position: a free entry, else the one with fewest cards left. */
static Entry *victim(Solver *s, uint64_t index) {
    Entry *bucket = &s->table[index & s->mask & ~(uint64_t)(BUCKET - 1)];
    Entry *chosen = &bucket[0];
    for (int i = 0; i < BUCKET; i++) {
        if (!bucket[i].cards) return &bucket[i];
        if (bucket[i].cards < chosen->cards) chosen = &bucket[i];
    }
    return chosen;
}

/* The last trick, played out: thirds of team 0 (cards and the last-trick bonus). */
static int last_trick(const uint64_t *h, int leader) {
    int trick[SEATS];
    int pts = LAST_TRICK_BONUS;
    for (int i = 0; i < SEATS; i++) {
        trick[i] = lowest(h[(leader + i) & 3]);
        pts += card_thirds(trick[i]);
    }
    int w = (leader + trick_winner(trick)) & 3;
    return (w & 1) ? 0 : pts;
}

/* The suit of the lowest card of `cards`, as a mask. */
static inline uint64_t suit_mask_of(uint64_t cards) {
    return SUIT_MASK << (lowest(cards) & ~15);
}

/*
 * Two cards in every hand: the exact value by alpha-beta over the (at most sixteen) ways
 * to play the next trick, the last one playing itself. Cheaper than searching it. Values
 * here are the thirds of the leader's team; `alpha`, `beta` and the result are team 0's.
 */
static int two_left(const uint64_t *h, int leader, int alpha, int beta) {
    uint64_t p0 = h[leader], p1 = h[(leader + 1) & 3], p2 = h[(leader + 2) & 3],
             p3 = h[(leader + 3) & 3];
    int total = thirds_of(p0 | p1 | p2 | p3) + LAST_TRICK_BONUS;
    if (leader & 1) {
        int t = alpha;
        alpha = total - beta;
        beta = total - t;
    }
    int best0 = -1;
    int al0 = alpha;
    for (uint64_t m0 = p0; m0; m0 &= m0 - 1) {
        uint64_t b0 = m0 & -m0;
        uint64_t led = suit_mask_of(b0);
        uint64_t l1 = p1 & led ? p1 & led : p1;
        uint64_t l2 = p2 & led ? p2 & led : p2;
        uint64_t l3 = p3 & led ? p3 & led : p3;
        int best1 = 1000, be1 = beta;
        for (uint64_t m1 = l1; m1; m1 &= m1 - 1) {
            uint64_t b1 = m1 & -m1;
            int best2 = -1, al2 = al0;
            for (uint64_t m2 = l2; m2; m2 &= m2 - 1) {
                uint64_t b2 = m2 & -m2;
                int best3 = 1000;
                for (uint64_t m3 = l3; m3; m3 &= m3 - 1) {
                    uint64_t b3 = m3 & -m3;
                    uint64_t played = b0 | b1 | b2 | b3;
                    uint64_t top = 1ull << highest(played & led);
                    int pts = thirds_of(played);
                    /* The last trick, led by this trick's winner. */
                    uint64_t d0 = p0 ^ b0, d1 = p1 ^ b1, d2 = p2 ^ b2, d3 = p3 ^ b3;
                    uint64_t lead = top == b0 ? d0 : top == b1 ? d1 : top == b2 ? d2 : d3;
                    uint64_t last = (d0 | d1 | d2 | d3) & suit_mask_of(lead);
                    uint64_t top2 = 1ull << highest(last);
                    int v = ((top & (b0 | b2)) ? pts : 0) + ((top2 & (d0 | d2)) ? total - pts : 0);
                    if (v < best3) best3 = v;
                    if (best3 <= al2) break;
                }
                if (best3 > best2) best2 = best3;
                if (best2 > al2) al2 = best2;
                if (al2 >= be1) break;
            }
            if (best2 < best1) best1 = best2;
            if (best1 < be1) be1 = best1;
            if (al0 >= be1) break;
        }
        if (best1 > best0) best0 = best1;
        if (best0 > al0) al0 = best0;
        if (al0 >= beta) break;
    }
    return (leader & 1) ? total - best0 : best0;
}

/*
 * Three cards in every hand: alpha-beta over the ways to play the next trick (the lead
 * `hint` first), each followed by two_left. Values as in two_left; `*lead` gets the lead
 * that decided.
 */
static int three_left(const uint64_t *h, int leader, int alpha, int beta, int hint, int *lead) {
    uint64_t p[SEATS];
    for (int i = 0; i < SEATS; i++) p[i] = h[(leader + i) & 3];
    int total = thirds_of(p[0] | p[1] | p[2] | p[3]) + LAST_TRICK_BONUS;
    int odd = leader & 1;
    if (odd) {
        int t = alpha;
        alpha = total - beta;
        beta = total - t;
    }
    int best0 = -1, al0 = alpha;
    *lead = lowest(p[0]);
    uint64_t first = hint >= 0 && ((p[0] >> hint) & 1) ? 1ull << hint : 0;
    uint64_t leads = p[0] & ~first;
    for (uint64_t b0 = first ? first : leads & -leads; b0; leads &= ~b0, b0 = leads & -leads) {
        uint64_t led = suit_mask_of(b0);
        uint64_t l1 = p[1] & led ? p[1] & led : p[1];
        uint64_t l2 = p[2] & led ? p[2] & led : p[2];
        uint64_t l3 = p[3] & led ? p[3] & led : p[3];
        int best1 = 1000, be1 = beta;
        for (uint64_t m1 = l1; m1; m1 &= m1 - 1) {
            uint64_t b1 = m1 & -m1;
            int best2 = -1, al2 = al0;
            for (uint64_t m2 = l2; m2; m2 &= m2 - 1) {
                uint64_t b2 = m2 & -m2;
                int best3 = 1000, be3 = be1;
                for (uint64_t m3 = l3; m3; m3 &= m3 - 1) {
                    uint64_t b3 = m3 & -m3;
                    uint64_t played = b0 | b1 | b2 | b3;
                    uint64_t top = 1ull << highest(played & led);
                    int w = top == b0 ? 0 : top == b1 ? 1 : top == b2 ? 2 : 3;
                    int pts = thirds_of(played);
                    int gain = (w & 1) ? 0 : pts;
                    int rest = total - pts;
                    uint64_t q[SEATS];
                    q[leader] = p[0] ^ b0;
                    q[(leader + 1) & 3] = p[1] ^ b1;
                    q[(leader + 2) & 3] = p[2] ^ b2;
                    q[(leader + 3) & 3] = p[3] ^ b3;
                    /* The rest for the leader's side, through team 0's window. */
                    int lo = al2 - gain, hi = be3 - gain;
                    int v = odd ? rest - two_left(q, (leader + w) & 3, rest - hi, rest - lo)
                                : two_left(q, (leader + w) & 3, lo, hi);
                    v += gain;
                    if (v < best3) best3 = v;
                    if (best3 < be3) be3 = best3;
                    if (al2 >= be3) break;
                }
                if (best3 > best2) best2 = best3;
                if (best2 > al2) al2 = best2;
                if (al2 >= be1) break;
            }
            if (best2 < best1) best1 = best2;
            if (best1 < be1) be1 = best1;
            if (al0 >= be1) break;
        }
        if (best1 > best0) {
            best0 = best1;
            *lead = lowest(b0);
        }
        if (best0 > al0) al0 = best0;
        if (al0 >= beta) break;
        if (b0 == first) {
            first = 0;
            leads |= b0;  /* undone by the loop's step */
        }
    }
    return odd ? total - best0 : best0;
}

/* The value (thirds of team 0 from this trick on) of the trick starting now. */
static int trick_start(Solver *s, int leader, int alpha, int beta) {
    const uint64_t *h = s->hands;
    uint64_t all = h[0] | h[1] | h[2] | h[3];
    int left = popcount64(h[leader]);
    if (left == 1) return last_trick(h, leader);  /* the last trick plays itself */
    if (left == 2) {
        int total = thirds_of(all) + LAST_TRICK_BONUS;
        if (total <= alpha) return total;
        if (beta <= 0) return 0;
        s->nodes++;
        return two_left(h, leader, alpha, beta);
    }
    uint64_t k[SEATS];
    normalise(h, k);
    uint64_t index, lock;
    /* A bounded search's values depend on the tricks still to search: they key it too. */
    hash_of(k, leader + 4 * (s->depth + 1), &index, &lock);
    __builtin_prefetch(&s->table[index & s->mask & ~(uint64_t)(BUCKET - 1)]);
    int total = thirds_of(all) + LAST_TRICK_BONUS;
    int lo = 0, hi = total;
    int sure = quick_tricks(h, leader, total);
    if (leader & 1) {
        hi = total - sure;
    } else {
        lo = sure;
    }
    if (lo >= beta) return lo;
    if (hi <= alpha) return hi;
    if (s->depth == 0 && left > 3) return evaluate(h, leader, total);

    Entry *e = probe(s, index, lock);
    if (e) {
        if (e->lower >= beta) return e->lower;
        if (e->upper <= alpha) return e->upper;
        if (e->lower > lo) lo = e->lower;
        if (e->upper < hi) hi = e->upper;
        if (lo >= hi) return lo;
    }
    int a = alpha > lo ? alpha : lo - 1;
    int b = beta < hi ? beta : hi + 1;
    s->hint = e && e->best >= 0 ? card_at(e->best, all) : -1;
    int v, best_lead;
    if (left == 3) {
        s->nodes++;
        v = three_left(h, leader, a, b, s->hint, &best_lead);
        s->hint = -1;
    } else {
        int depth = s->depth;
        if (depth > 0) s->depth = depth - 1;
        v = search(s, leader, 0, a, b);
        s->depth = depth;
        best_lead = s->best_lead;
    }
    if (s->aborted) return v;  /* gave up: v proves nothing */
    if (v < lo) v = lo;
    if (v > hi) v = hi;
    /* Store what the search proved. */
    e = probe(s, index, lock);  /* the search below may have moved things */
    if (!e) {
        e = victim(s, index);
        e->lock = lock;
        e->lower = 0;
        e->upper = (uint8_t)total;
        e->cards = (uint8_t)popcount64(all);
    }
    e->best = best_lead >= 0 ? card_place(best_lead, all) : -1;
    if (v <= a) {
        if (v < e->upper) e->upper = (uint8_t)v;
    } else if (v >= b) {
        if (v > e->lower) e->lower = (uint8_t)v;
    } else {
        e->lower = e->upper = (uint8_t)v;
    }
    return v;
}

/* Whether rank `r` is equivalent to the hand's next higher card `prev` of its suit: the same
 * value, and no card still out (in `out_suit`, not the hand's own `mine`) between them. */
static int joins_higher(int r, int prev, uint64_t out_suit, uint64_t mine) {
    if (prev < 0 || THIRDS[r] != THIRDS[prev]) return 0;
    uint64_t between = out_suit & ~mine & (((1ull << prev) - 1) & ~((2ull << r) - 1));
    return !between;
}

/* Candidate cards for the player to move, one per class of equivalent cards, ordered. */
static int candidates(const Solver *s, int leader, int n, int *out) {
    int seat = (leader + n) & 3;
    uint64_t hand = s->hands[seat];
    uint64_t allowed = hand;
    int led_suit = n ? suit_of(s->trick[0]) : -1;
    if (n) {
        uint64_t follow = hand & (SUIT_MASK << (SUIT_BITS * led_suit));
        if (follow) allowed = follow;
    }
    uint64_t alive = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    for (int i = 0; i < n; i++) alive |= 1ull << s->trick[i];

    /* Who wins the trick so far, and with which card. */
    int win_card = -1, win_seat = -1;
    for (int i = 0; i < n; i++) {
        if (suit_of(s->trick[i]) == led_suit && s->trick[i] > win_card) {
            win_card = s->trick[i];
            win_seat = (leader + i) & 3;
        }
    }
    int partner_winning = n && ((win_seat & 1) == (seat & 1));
    /* The led suit's cards of the players still to play after this one. */
    uint64_t later = 0;
    for (int i = n + 1; i < SEATS; i++) later |= s->hands[(leader + i) & 3];
    uint64_t later_led = n ? (later >> (SUIT_BITS * led_suit)) & SUIT_MASK : 0;
    int later_top = later_led ? highest(later_led) : -1;
    int win_rank = win_card >= 0 ? (win_card & 15) : -1;
    /* Partner's card takes the trick whatever comes after. */
    int partner_sure = partner_winning && win_rank > later_top;

    int count = 0;
    int score[10];
    for (int suit = 0; suit < 4; suit++) {
        uint64_t m = (allowed >> (SUIT_BITS * suit)) & SUIT_MASK;
        if (!m) continue;
        uint64_t out_suit = (alive >> (SUIT_BITS * suit)) & SUIT_MASK;
        uint64_t mine = (hand >> (SUIT_BITS * suit)) & SUIT_MASK;
        int prev = -1;  /* the next higher card of this hand in the suit */
        while (m) {
            int r = highest(m);
            m &= ~(1ull << r);
            if (joins_higher(r, prev, out_suit, mine)) {  /* searched as the higher card */
                prev = r;
                continue;
            }
            prev = r;
            int card = SUIT_BITS * suit + r;
            int sc;
            if (n == 0) {
                uint64_t higher_out = out_suit & ~mine & ~((2ull << r) - 1);
                uint64_t partner_suit = (s->hands[(seat + 2) & 3] >> (SUIT_BITS * suit)) & SUIT_MASK;
                int top = highest(out_suit);
                if (!higher_out) {
                    sc = 100 + THIRDS[r] * 10 + r;  /* a master: cash it */
                } else if ((partner_suit >> top) & 1) {
                    sc = 110 - THIRDS[r] * 10 - r;  /* low, toward partner's master, first */
                } else {
                    sc = 20 - THIRDS[r] * 5 - r;
                }
            } else if (partner_sure) {
                sc = 100 + THIRDS[r] * 20 - r;  /* load the trick partner surely takes */
            } else if (suit == led_suit && card > win_card && r > later_top) {
                sc = 300 - r;  /* the cheapest card that surely takes the trick */
            } else if (suit == led_suit && card > win_card && !partner_winning) {
                sc = 200 - r;  /* a card that wins for now */
            } else {
                sc = 50 - THIRDS[r] * 20 - r;  /* give the least */
            }
            out[count] = card;
            score[count] = sc;
            count++;
        }
    }
    /* Best first (insertion sort: at most ten cards). */
    for (int i = 1; i < count; i++) {
        int c = out[i], sc = score[i], j = i - 1;
        while (j >= 0 && score[j] < sc) {
            out[j + 1] = out[j];
            score[j + 1] = score[j];
            j--;
        }
        out[j + 1] = c;
        score[j + 1] = sc;
    }
    return count;
}

/* Value (thirds of team 0 from the current trick's start) with `n` cards on the table. */
static int search(Solver *s, int leader, int n, int alpha, int beta) {
    if (++s->nodes >= s->limit) {
        s->aborted = 1;
        return alpha;
    }
    if (n == SEATS) {
        int w = (leader + trick_winner(s->trick)) & 3;
        int pts = card_thirds(s->trick[0]) + card_thirds(s->trick[1]) +
                  card_thirds(s->trick[2]) + card_thirds(s->trick[3]);
        int gain = (w & 1) ? 0 : pts;
        int saved[SEATS];
        memcpy(saved, s->trick, sizeof(saved));
        int v;
        if (!(s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3])) {
            v = gain + ((w & 1) ? 0 : LAST_TRICK_BONUS);
        } else {
            v = gain + trick_start(s, w, alpha - gain, beta - gain);
        }
        memcpy(s->trick, saved, sizeof(saved));
        return v;
    }
    int seat = (leader + n) & 3;
    int maximizing = !(seat & 1);
    int moves[10];
    int count = candidates(s, leader, n, moves);
    if (n == 0) {
        int hint = s->hint;
        s->hint = -1;
        for (int i = 1; i < count && hint >= 0; i++) {
            if (moves[i] == hint) {
                memmove(moves + 1, moves, (size_t)i * sizeof(int));
                moves[0] = hint;
                break;
            }
        }
    }
    int best = maximizing ? -1 : 1000;
    int best_card = count ? moves[0] : -1;
    for (int i = 0; i < count; i++) {
        int card = moves[i];
        uint64_t bit = 1ull << card;
        s->hands[seat] &= ~bit;
        s->trick[n] = card;
        int v = search(s, leader, n + 1, alpha, beta);
        s->hands[seat] |= bit;
        if (maximizing ? v > best : v < best) {
            best = v;
            best_card = card;
        }
        if (maximizing) {
            if (best > alpha) alpha = best;
        } else {
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    if (n == 0) s->best_lead = best_card;
    return best;
}

/* Set up a position: four hands and the cards already on the table in this trick. */
static void load(Solver *s, const uint64_t *hands, const int *trick, int n) {
    memcpy(s->hands, hands, sizeof(s->hands));
    for (int i = 0; i < n; i++) s->trick[i] = trick[i];
    s->hint = -1;
}

/* Exact value by bisection with null-window searches, within [lo, hi]. */
static int exact(Solver *s, int leader, int n, int lo, int hi) {
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        int v = (n == 0) ? trick_start(s, leader, mid - 1, mid) : search(s, leader, n, mid - 1, mid);
        if (s->aborted) return lo;
        if (v >= mid) {
            lo = v > lo ? v : mid;
        } else {
            hi = v < hi ? v : mid - 1;
        }
    }
    return lo;
}

/*
 * The thirds team 0 takes from the current trick (the `n` cards of `trick` already on the
 * table, led by `leader`) to the end of the hand, under best play.
 */
int tressette_solve(Solver *s, const uint64_t *hands, int leader, const int *trick, int n) {
    s->aborted = 0;
    load(s, hands, trick, n);
    int on_table = 0;
    for (int i = 0; i < n; i++) on_table += card_thirds(trick[i]);
    int total = thirds_of(hands[0] | hands[1] | hands[2] | hands[3]) + on_table + LAST_TRICK_BONUS;
    int lo = 0, hi = total;
    if (n == 0 && popcount64(hands[leader]) > 1) {
        int sure = quick_tricks(hands, leader, total);
        if (leader & 1) hi = total - sure; else lo = sure;
    }
    return exact(s, leader, n, lo, hi);
}

/*
 * Exact value within [lo, hi], the first null window at `guess` (MTD(f)): where the guess is
 * near the value (the value of the card searched just before, for the next card), two or
 * three null-window searches settle it; after MTD_STEPS steps that still leave a range,
 * bisection finishes.
 */
#define MTD_STEPS 3
static int exact_from(Solver *s, int leader, int n, int lo, int hi, int guess) {
    for (int step = 0; step < MTD_STEPS && lo < hi; step++) {
        int b = guess <= lo ? lo + 1 : (guess > hi ? hi : guess);
        int v = search(s, leader, n, b - 1, b);
        if (s->aborted) return lo;
        if (v >= b) {
            lo = v > lo ? v : b;
            guess = lo + 1;
        } else {
            hi = v < hi ? v : b - 1;
            guess = hi;
        }
    }
    return exact(s, leader, n, lo, hi);
}

/*
 * The value (as tressette_solve) after each legal card of the player to move: `cards_out`
 * gets every legal card (equivalent cards included), `values_out` its value. Returns how
 * many cards were written. Equivalent cards (candidates()'s classes) are searched once, in
 * candidates()'s order, each from the value of the one before (exact_from(): about 8% fewer
 * nodes than bisecting each; a guess from other layouts' values was worse).
 * Returns -1 when the search gave up (tressette_solver_budget): no value was written.
 */
int tressette_solve_moves(Solver *s, const uint64_t *hands, int leader, const int *trick, int n,
                          int *cards_out, int *values_out) {
    s->aborted = 0;
    load(s, hands, trick, n);
    int seat = (leader + n) & 3;
    uint64_t hand = s->hands[seat];
    uint64_t allowed = hand;
    if (n) {
        uint64_t follow = hand & (SUIT_MASK << (SUIT_BITS * suit_of(trick[0])));
        if (follow) allowed = follow;
    }
    int on_table = 0;
    for (int i = 0; i < n; i++) on_table += card_thirds(trick[i]);
    int total = thirds_of(hands[0] | hands[1] | hands[2] | hands[3]) + on_table + LAST_TRICK_BONUS;
    int reps[10];
    int classes = candidates(s, leader, n, reps);
    int rep_value[10];
    int guess = -1;
    for (int i = 0; i < classes; i++) {
        load(s, hands, trick, n);
        s->hands[seat] &= ~(1ull << reps[i]);
        s->trick[n] = reps[i];
        rep_value[i] = guess < 0 ? exact(s, leader, n + 1, 0, total)
                                 : exact_from(s, leader, n + 1, 0, total, guess);
        if (s->aborted) return -1;
        guess = rep_value[i];
    }
    /* Each legal card takes its class's value: the class is the run of the hand's cards of
     * one suit, of one value, with no card still out between them, headed by its highest. */
    uint64_t alive = hands[0] | hands[1] | hands[2] | hands[3];
    for (int i = 0; i < n; i++) alive |= 1ull << trick[i];
    int count = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t m = (allowed >> (SUIT_BITS * suit)) & SUIT_MASK;
        uint64_t out_suit = (alive >> (SUIT_BITS * suit)) & SUIT_MASK;
        uint64_t mine = (hand >> (SUIT_BITS * suit)) & SUIT_MASK;
        int prev = -1, head = -1;
        while (m) {
            int r = highest(m);
            m &= ~(1ull << r);
            if (!joins_higher(r, prev, out_suit, mine)) head = SUIT_BITS * suit + r;
            prev = r;
            int value = 0;
            for (int i = 0; i < classes; i++) {
                if (reps[i] == head) value = rep_value[i];
            }
            cards_out[count] = SUIT_BITS * suit + r;
            values_out[count] = value;
            count++;
        }
    }
    return count;
}

/*
 * The bounded search: as tressette_solve and tressette_solve_moves, but only the current
 * trick and `horizon` more are searched; a trick start beyond them with more than three
 * cards a hand is scored by evaluate() (the last three tricks are always solved). With a
 * horizon that reaches the end of the hand, the values are the exact ones.
 */
int tressette_solve_bounded(Solver *s, const uint64_t *hands, int leader, const int *trick, int n,
                            int horizon) {
    s->depth = (horizon < 0 ? 0 : horizon) + (n == 0);
    int v = tressette_solve(s, hands, leader, trick, n);
    s->depth = -1;
    return v;
}

int tressette_solve_moves_bounded(Solver *s, const uint64_t *hands, int leader, const int *trick,
                                  int n, int horizon, int *cards_out, int *values_out) {
    s->depth = horizon < 0 ? 0 : horizon;
    int count = tressette_solve_moves(s, hands, leader, trick, n, cards_out, values_out);
    s->depth = -1;
    return count;
}

/* The evaluation of a trick start (thirds of team 0), as the bounded search scores it. */
int tressette_evaluate(const uint64_t *hands, int leader) {
    int total = thirds_of(hands[0] | hands[1] | hands[2] | hands[3]) + LAST_TRICK_BONUS;
    return evaluate(hands, leader, total);
}
