/* SPDX-License-Identifier: Apache-2.0 */
/* schema_holdem.c - the plan format of hold'em against the house (casino
 * and Ultimate Texas hold'em, Grand poker, Easy hold'em): two cards each to
 * player and dealer and five community cards, Ante/Blind/Play or street
 * bets, Trips. */
#include <stddef.h>

#include "schema_poker.h"

static const spec_field holdem_fields[] = {
	{ "dealer", &spec_poker_dealer, 0, "the dealer's qualification, if the game has one" },
	{ "tie", &spec_poker_tie, 0, "what a tie does" },
	{ "bets", &spec_poker_bets, SPEC_REQUIRED, "Ante, Blind, Play, Trips and other bets" },
	{ NULL, NULL, 0, NULL }
};

const spec_family spec_family_holdem = { "holdem", holdem_fields,
	"hold'em against the house: best five of seven, Ante/Blind/Play, Trips" };
