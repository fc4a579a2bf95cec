/* SPDX-License-Identifier: Apache-2.0 */
/* baccarat_shoe.c - the standard Punto Banco rules, outcome signatures,
 * exact counts as GMP numbers and text, and the reference enumeration of
 * every baccarat coup from a finite shoe card by card (the engine that
 * checks use is baccarat_states.c; tests hold the two against each other).
 *
 * The first four cards (player, banker, player, banker) are enumerated by
 * rank, because the pair bets need ranks; the third cards by point value.
 * Ranks of equal point value start with equal counts and are therefore
 * exchangeable: the first time a card of a value class takes a rank not
 * yet seen in this coup, only the first unused rank of the class is
 * enumerated, weighted by the number of unused ranks it stands for.  With
 * standard values that turns 13^4 = 28,561 four-card rank sequences into
 * 10,644, and the whole 8-deck enumeration takes a few milliseconds.
 *
 * Counting bound: every coup is weighted by the number of orderings of six
 * cards of the shoe that produce it (a coup that ends after four or five
 * cards is multiplied by the ways to deal the unused ones), so the weights
 * of one distribution add up to exactly P(n, 6) = n(n-1)...(n-5) for an
 * n-card shoe, and every partial product and partial sum is at most that:
 * below 2^128 for n < 2.6 million cards, far above BAC_MAX_DECKS. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "baccarat/baccarat.h"

unsigned char bac_standard_banker(unsigned t, unsigned c)
{
	static const char *const rows[BAC_TOTALS] = {
		"DDDDDDDDDD", "DDDDDDDDDD", "DDDDDDDDDD", "DDDDDDDDSD", "SSDDDDDDSS",
		"SSSSDDDDSS", "SSSSSSDDSS", "SSSSSSSSSS", "SSSSSSSSSS", "SSSSSSSSSS"
	};
	if (c == BAC_STOOD)
		return t <= 5 ? BAC_D : BAC_S;
	return rows[t][c] == 'D' ? BAC_D : BAC_S;
}

unsigned char bac_standard_player(unsigned t)
{
	return t <= 5 ? BAC_D : BAC_S;
}

void bac_standard_rules(bac_rules *r, unsigned decks)
{
	static const unsigned char values[BAC_RANKS] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0 };
	memset(r, 0, sizeof(*r));
	r->decks = decks;
	memcpy(r->value, values, sizeof(values));
	r->natural = (1u << 8) | (1u << 9);
	for (unsigned t = 0; t < BAC_TOTALS; t++) {
		r->player[t] = bac_standard_player(t);
		for (unsigned c = 0; c < BAC_COLS; c++)
			r->banker[t][c] = bac_standard_banker(t, c);
	}
}

void bac_cell_name(char *buf, size_t size, unsigned t, unsigned c)
{
	if (c == BAC_STOOD)
		snprintf(buf, size, "banker %u, player stood", t);
	else
		snprintf(buf, size, "banker %u, player's third card %u", t, c);
}

unsigned bac_sig(const bac_outcome *o)
{
	return ((((((o->p * 10u + o->b) * 2u + o->p3) * 2u + o->b3) * 2u + o->pp) * 2u +
	         o->bp) * 2u) + o->nat;
}

void bac_unsig(unsigned sig, bac_outcome *o)
{
	o->nat = sig % 2;
	sig /= 2;
	o->bp = sig % 2;
	sig /= 2;
	o->pp = sig % 2;
	sig /= 2;
	o->b3 = sig % 2;
	sig /= 2;
	o->p3 = sig % 2;
	sig /= 2;
	o->b = sig % 10;
	o->p = sig / 10;
}

void bac_mpz_set_u64(mpz_t z, uint64_t v)
{
	mpz_set_ui(z, (unsigned long)(v >> 32));
	mpz_mul_2exp(z, z, 32);
	mpz_add_ui(z, z, (unsigned long)(v & 0xffffffffu));
}

void bac_mpz_set_count(mpz_t z, bac_count v)
{
	mpz_t lo;
	mpz_init(lo);
	bac_mpz_set_u64(z, (uint64_t)(v >> 64));
	mpz_mul_2exp(z, z, 64);
	bac_mpz_set_u64(lo, (uint64_t)v);
	mpz_add(z, z, lo);
	mpz_clear(lo);
}

char *bac_count_text(char *buf, size_t size, bac_count v)
{
	char digits[48];
	size_t n = 0;
	do {
		digits[n++] = (char)('0' + (unsigned)(v % 10));
		v /= 10;
	} while (v && n < sizeof(digits));
	size_t k = 0;
	for (; k + 1 < size && k < n; k++)
		buf[k] = digits[n - 1 - k];
	if (size)
		buf[k] = '\0';
	return buf;
}

char *bac_rate_text(const mpq_t rate)
{
	mpq_t p;
	mpq_init(p);
	mpq_set_ui(p, 100, 1);
	mpq_mul(p, p, rate);
	char *n = num_plain(p);
	char *s = pp_xasprintf("%s%%", n);
	free(n);
	mpq_clear(p);
	return s;
}

void bac_prob(mpq_t q, bac_count w, bac_count total)
{
	bac_mpz_set_count(mpq_numref(q), w);
	bac_mpz_set_count(mpq_denref(q), total);
	mpq_canonicalize(q);
}

/* The state of one enumeration. */
typedef struct {
	const bac_rules *r;
	bac_enum *e;
	unsigned cnt[BAC_RANKS];        /* cards of each rank left */
	unsigned vc[BAC_TOTALS];        /* cards of each point value left */
	unsigned cls[BAC_TOTALS][BAC_RANKS]; /* ranks of each value class */
	unsigned ncls[BAC_TOTALS];
	unsigned used[BAC_TOTALS];      /* ranks of each class seen in this coup */
	unsigned rank[4];               /* the first four cards */
	bac_count left;                 /* cards left in the shoe */
} walk;

/* Count w orderings for the finished coup into d; the pairs are read off
 * the first four cards. */
static void add(bac_dist *d, unsigned p, unsigned b, unsigned p3, unsigned b3,
                const walk *s, unsigned nat, bac_count w)
{
	bac_outcome o = { p, b, p3, b3, 0, 0, nat };
	const bac_rules *r = s->r;
	if (r->pair_by_points) {
		o.pp = r->value[s->rank[0]] == r->value[s->rank[2]];
		o.bp = r->value[s->rank[1]] == r->value[s->rank[3]];
	} else {
		o.pp = s->rank[0] == s->rank[2];
		o.bp = s->rank[1] == s->rank[3];
	}
	d->w[bac_sig(&o)] += w;
}

/* The banker's turn at tableau cell (b, col): the player's final total is
 * p (p3: the player drew), w counts the orderings of the cards dealt so
 * far and left the cards still in the shoe.  A split cell is played both
 * ways, into its two distributions. */
static void banker_turn(walk *s, unsigned p, unsigned p3, unsigned b, unsigned col,
                        bac_count w, bac_count left)
{
	int idx = s->e->split_index[b][col];
	for (unsigned act = BAC_D; act <= BAC_S; act++) {
		bac_dist *d;
		if (idx >= 0)
			d = &s->e->split[2 * (unsigned)idx + (act == BAC_S)];
		else if (s->r->banker[b][col] == act)
			d = &s->e->main;
		else
			continue;
		/* The unused cards of the six count as dealt afterwards. */
		bac_count rest = p3 ? 1 : left - 1;
		if (act == BAC_S) {
			add(d, p, b, p3, 0, s, 0, w * left * rest);
			continue;
		}
		for (unsigned v = 0; v < BAC_TOTALS; v++)
			if (s->vc[v])
				add(d, p, (b + v) % 10, p3, 1, s, 0, w * s->vc[v] * rest);
	}
}

/* The four cards are dealt: naturals, the player's rule, the banker's. */
static void coup(walk *s, bac_count w)
{
	const bac_rules *r = s->r;
	unsigned p = (r->value[s->rank[0]] + r->value[s->rank[2]]) % 10;
	unsigned b = (r->value[s->rank[1]] + r->value[s->rank[3]]) % 10;
	bac_count left = s->left;
	if (((r->natural >> p) & 1) || ((r->natural >> b) & 1)) {
		add(&s->e->main, p, b, 0, 0, s, 1, w * left * (left - 1));
		return;
	}
	if (r->player[p] == BAC_S) {
		banker_turn(s, p, 0, b, BAC_STOOD, w, left);
		return;
	}
	for (unsigned v = 0; v < BAC_TOTALS; v++) {
		if (!s->vc[v])
			continue;
		bac_count w5 = w * s->vc[v];
		s->vc[v]--;
		banker_turn(s, (p + v) % 10, 1, b, v, w5, left - 1);
		s->vc[v]++;
	}
}

/* Deal card number k (0..3) of the first four, by rank class. */
static void deal(walk *s, unsigned k, bac_count w)
{
	if (k == 4) {
		coup(s, w);
		return;
	}
	for (unsigned v = 0; v < BAC_TOTALS; v++) {
		unsigned n = s->ncls[v];
		/* A rank of the class already seen in this coup, or the first
		 * unused one standing for all n - used unused ranks. */
		unsigned choices = s->used[v] < n ? s->used[v] + 1 : n;
		for (unsigned i = 0; i < choices; i++) {
			unsigned rk = s->cls[v][i];
			if (!s->cnt[rk])
				continue;
			int fresh = i == s->used[v];
			bac_count mult = fresh ? n - s->used[v] : 1;
			s->rank[k] = rk;
			s->used[v] += (unsigned)fresh;
			bac_count wk = w * mult * s->cnt[rk];
			s->cnt[rk]--;
			s->vc[v]--;
			s->left--;
			deal(s, k + 1, wk);
			s->left++;
			s->vc[v]++;
			s->cnt[rk]++;
			s->used[v] -= (unsigned)fresh;
		}
	}
}

/* The split cells' distributions: filled while the shoe is enumerated,
 * read-only from then on, and shared between a game and the shoe memo
 * (baccarat_cache.c) rather than copied (a game with many split cells has
 * megabytes of them).  A reference count sits in a 16-byte header before
 * the array, which keeps the array's 16-byte alignment. */
#define SPLIT_HEAD 16

static _Atomic unsigned long *split_refs(bac_dist *split)
{
	return (_Atomic unsigned long *)(void *)((unsigned char *)split - SPLIT_HEAD);
}

static bac_dist *split_new(size_t n)
{
	unsigned char *block = pp_xcalloc(1, SPLIT_HEAD + n * sizeof(bac_dist));
	bac_dist *split = (bac_dist *)(void *)(block + SPLIT_HEAD);
	atomic_init(split_refs(split), 1);
	return split;
}

bac_dist *bac_split_share(bac_dist *split)
{
	if (split)
		atomic_fetch_add(split_refs(split), 1);
	return split;
}

void bac_enum_init(bac_enum *e, const bac_rules *r,
                   const unsigned char split[BAC_TOTALS][BAC_COLS])
{
	memset(e, 0, sizeof(*e));
	for (unsigned t = 0; t < BAC_TOTALS; t++)
		for (unsigned c = 0; c < BAC_COLS; c++) {
			e->split_index[t][c] = -1;
			if (split && split[t][c]) {
				e->split_index[t][c] = (int)e->nsplit;
				e->split_t[e->nsplit] = (unsigned char)t;
				e->split_c[e->nsplit] = (unsigned char)c;
				e->nsplit++;
			}
		}
	if (e->nsplit)
		e->split = split_new(2 * (size_t)e->nsplit);
	e->total = 1;
	for (unsigned i = 0; i < 6; i++)
		e->total *= 52ull * r->decks - i;
}

void bac_enumerate_cards(bac_enum *e, const bac_rules *r,
                         const unsigned char split[BAC_TOTALS][BAC_COLS])
{
	walk s;
	memset(&s, 0, sizeof(s));
	bac_enum_init(e, r, split);
	s.r = r;
	s.e = e;
	for (unsigned rk = 0; rk < BAC_RANKS; rk++) {
		unsigned v = r->value[rk];
		s.cnt[rk] = 4 * r->decks;
		s.vc[v] += 4 * r->decks;
		s.cls[v][s.ncls[v]++] = rk;
	}
	s.left = 52ull * r->decks;
	deal(&s, 0, 1);
}

void bac_enum_free(bac_enum *e)
{
	if (e->split && atomic_fetch_sub(split_refs(e->split), 1) == 1)
		free((unsigned char *)e->split - SPLIT_HEAD);
	e->split = NULL;
	e->nsplit = 0;
}

void bac_enum_combine(bac_dist *out, const bac_enum *e,
                      const unsigned char act[BAC_TOTALS][BAC_COLS])
{
	*out = e->main;
	for (unsigned i = 0; i < e->nsplit; i++) {
		const bac_dist *d = &e->split[2 * i + (act[e->split_t[i]][e->split_c[i]] == BAC_S)];
		for (unsigned k = 0; k < BAC_NSIG; k++)
			out->w[k] += d->w[k];
	}
}
