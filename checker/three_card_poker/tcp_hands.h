/* SPDX-License-Identifier: Apache-2.0 */
/* tcp_hands.h - three-card poker hands and the exact engines on them
 * (prefix tcp_): the three-card ranking as a plan states it, the exact
 * counts of every hand a paytable names, and the Ante/Play return under
 * the optimal play-or-fold strategy (tcp_optimal.c).
 *
 * A card is rank * 4 + suit, rank 0 a two and 12 an ace, as in
 * poker/eval/hand_eval.h.  Counts are exact integers; figures are GMP
 * rationals; nothing uses floating point. */
#ifndef PP_TCP_HANDS_H
#define PP_TCP_HANDS_H

#include <stdint.h>

#include "core/num.h"

#define TCP_HANDS 22100u          /* C(52, 3) */
#define TCP_DEALER_HANDS 18424u   /* C(49, 3) */

/* The hands a three-card paytable can name, lowest first in the usual
 * order; mini_royal (A-K-Q of one suit) is a straight flush a table may
 * pay on its own.  The order of the classes by rank depends on the plan
 * (tcp_ranking); this enum is only a name list. */
typedef enum {
	TCP_HIGH_CARD,
	TCP_PAIR,
	TCP_FLUSH,
	TCP_STRAIGHT,
	TCP_TRIPS,
	TCP_STRAIGHT_FLUSH,
	TCP_MINI_ROYAL,
	TCP_NHAND
} tcp_hand;

/* How a plan ranks three-card hands. */
typedef struct {
	int straight_beats_flush; /* straight above flush (the usual order) */
	int ace_two_three;        /* A-2-3 is a straight, the lowest one */
} tcp_ranking;

/* The dealer's lowest qualifying hand. */
typedef enum {
	TCP_QUAL_JACK,
	TCP_QUAL_QUEEN,
	TCP_QUAL_KING,
	TCP_QUAL_ACE,
	TCP_QUAL_PAIR,
	TCP_QUAL_ALWAYS,
	TCP_NQUAL
} tcp_qual;

/* The plan's name of a hand ("three_of_a_kind"), and back (TCP_NHAND for
 * a name that is no three-card hand); a qualification's name likewise. */
const char *tcp_hand_name(tcp_hand h);
tcp_hand tcp_hand_find(const char *name);
const char *tcp_qual_name(tcp_qual q);
tcp_qual tcp_qual_find(const char *name);

/* The class of three distinct cards (mini_royal for A-K-Q suited). */
tcp_hand tcp_hand_of(const uint8_t c[3], const tcp_ranking *r);

/* The rank of a class in r, 0 for the lowest (high card); mini_royal
 * ranks with the straight flushes. */
unsigned tcp_class_rank(tcp_hand h, const tcp_ranking *r);

/* A comparable value of three cards under r: higher is better, equal ties. */
uint32_t tcp_value(const uint8_t c[3], const tcp_ranking *r);

/* Whether a dealer hand of value v (tcp_value) qualifies under q. */
int tcp_qualifies(uint32_t v, tcp_qual q, const tcp_ranking *r);

/* How many of the C(52, 3) hands are of each class. */
void tcp_hand_counts(uint64_t out[TCP_NHAND], const tcp_ranking *r);

/* The dealer hands of the 49 cards p leaves, by outcome for a player who
 * plays: [0] the dealer does not qualify, [1] qualifies and loses to p,
 * [2] qualifies and ties, [3] qualifies and beats p. */
void tcp_versus(const uint8_t p[3], const tcp_ranking *r, tcp_qual q, uint64_t out[4]);

/* The rules the Ante/Play engine prices. */
typedef enum { TCP_DNQ_WINS, TCP_DNQ_PUSH, TCP_DNQ_LOSES } tcp_dnq;
typedef struct {
	tcp_ranking ranking;
	tcp_qual qual;
	mpq_t ante_win, play_win;      /* net per stake on a win */
	tcp_dnq ante_dnq, play_dnq;
	mpq_t bonus[TCP_NHAND];        /* ante bonus, net per ante (0: none) */
} tcp_rules;

void tcp_rules_init(tcp_rules *r);
void tcp_rules_clear(tcp_rules *r);

/* The Ante/Play return under the optimal strategy (fold loses the ante;
 * play stakes one more ante), per ante. */
typedef struct {
	mpq_t rtp;          /* (ante + play returned) per ante staked */
	mpq_t house_edge;   /* expected loss per ante */
	mpq_t element_of_risk; /* expected loss per unit staked on average */
	uint64_t played;    /* of TCP_HANDS hands */
	uint64_t played_by_class[TCP_NHAND], by_class[TCP_NHAND];
	uint8_t threshold[3];  /* the weakest high-card hand played when the
	                        * strategy is a threshold, ranks high first */
	int threshold_ok;      /* 1: every hand at or above it is played and
	                        * none below; 0: see exceptions */
	uint64_t exceptions;   /* hands the threshold rule gets wrong */
} tcp_result;

void tcp_result_init(tcp_result *res);
void tcp_result_clear(tcp_result *res);

/* Prices r exactly: every player hand (one per suit pattern, weighted by
 * how many it stands for) against every dealer hand of the 49 cards left. */
void tcp_optimal(tcp_result *res, const tcp_rules *r);

/* The strategy of res in words ("play Q-6-4 or better ..."), allocated. */
char *tcp_strategy_words(const tcp_result *res);

#endif
