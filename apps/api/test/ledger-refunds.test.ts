/**
 * Refunds of a seller order at any stage (decision 062): before its earnings are released the
 * seller's share comes out of pending; after release out of available; after a payout available
 * goes below zero (netted from later earnings). The fee gives back its share (refundSplit), the
 * buyer is owed the whole refund, a repeated refund key writes nothing, and refunds above what was
 * paid are refused with nothing written.
 */
import { splitSellerOrder, type FeeRule } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOURNAL_KINDS,
  RefundNotRecordableError,
  allBalances,
  journals,
  orderRefundedPence,
  postJournal,
  recordOrderPaid,
  recordOrderRefund,
  refundsOwedPence,
  sellerAvailable,
  sellerBalances,
  sellerPaidOut,
  sellerPending,
  unbalancedJournals,
} from '../src/modules/ledger/index.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

const RULE: FeeRule = { percentBasisPoints: 1000, fixedPence: 0 };

describe.each(primaryDatabase)('refunds in the ledger on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Order ids and seller ids of this file, far from the seed's. */
  let next = 900_000;
  async function paidOrder(grossPence: number): Promise<{ orderId: number; sellerId: number }> {
    const ids = { orderId: ++next, sellerId: ++next };
    await t.db.transaction((tx) =>
      recordOrderPaid(tx, { ...ids, grossPence, checkoutSessionId: null }, RULE),
    );
    return ids;
  }
  async function release(orderId: number, sellerId: number, pence: number): Promise<void> {
    await postJournal(t.db, {
      kind: JOURNAL_KINDS.orderReleased,
      idempotencyKey: `test-released:${orderId}`,
      orderId,
      entries: [
        { account: sellerPending(sellerId), amountPence: -pence, orderId },
        { account: sellerAvailable(sellerId), amountPence: pence, orderId },
      ],
    });
  }
  async function expectConserved(): Promise<void> {
    expect(await unbalancedJournals(t.db)).toEqual([]);
    const sum = [...(await allBalances(t.db)).values()].reduce((a, b) => a + b, 0);
    expect(sum).toBe(0);
  }

  it('before release: the fee gives back its share and the seller the rest out of pending', async () => {
    const { orderId, sellerId } = await paidOrder(1000); // fee 100, net 900
    const owedBefore = await refundsOwedPence(t.db);
    const split = await t.db.transaction((tx) =>
      recordOrderRefund(tx, { orderId, sellerId, refundPence: 300, refundKey: `test-r-${orderId}-1` }),
    );
    expect(split).toEqual({ feePence: 30, sellerPence: 270 });
    expect(await sellerBalances(t.db, sellerId)).toEqual({
      pendingPence: 630,
      availablePence: 0,
      paidOutPence: 0,
    });
    expect((await refundsOwedPence(t.db)) - owedBefore).toBe(300);
    expect(await orderRefundedPence(t.db, orderId)).toBe(300);
    await expectConserved();
  });

  it('writes a refund once per key, and refuses more than was paid with nothing written', async () => {
    const { orderId, sellerId } = await paidOrder(1000);
    const refund = { orderId, sellerId, refundPence: 1000, refundKey: `test-r-${orderId}-all` };
    expect(await t.db.transaction((tx) => recordOrderRefund(tx, refund))).toEqual({
      feePence: 100,
      sellerPence: 900,
    });
    expect(await t.db.transaction((tx) => recordOrderRefund(tx, refund))).toBeNull();
    const before = (await journals(t.db, { orderId })).length;
    await expect(
      t.db.transaction((tx) =>
        recordOrderRefund(tx, { orderId, sellerId, refundPence: 1, refundKey: `test-r-${orderId}-more` }),
      ),
    ).rejects.toBeInstanceOf(RefundNotRecordableError);
    expect((await journals(t.db, { orderId })).length).toBe(before);
    expect(await sellerBalances(t.db, sellerId)).toEqual({
      pendingPence: 0,
      availablePence: 0,
      paidOutPence: 0,
    });
    await expectConserved();
  });

  it('refuses a refund of an order the ledger never saw paid', async () => {
    await expect(
      t.db.transaction((tx) =>
        recordOrderRefund(tx, { orderId: ++next, sellerId: ++next, refundPence: 5, refundKey: 'test-none' }),
      ),
    ).rejects.toBeInstanceOf(RefundNotRecordableError);
  });

  it('after release the seller gives back out of available; after a payout available goes below zero', async () => {
    const { orderId, sellerId } = await paidOrder(2000); // fee 200, net 1800
    await release(orderId, sellerId, splitSellerOrder(2000, RULE).netPence);
    await postJournal(t.db, {
      kind: JOURNAL_KINDS.payoutPaid,
      idempotencyKey: `test-paid-out:${sellerId}`,
      entries: [
        { account: sellerAvailable(sellerId), amountPence: -1800 },
        { account: sellerPaidOut(sellerId), amountPence: 1800 },
      ],
    });
    await t.db.transaction((tx) =>
      recordOrderRefund(tx, { orderId, sellerId, refundPence: 500, refundKey: `test-r-${orderId}-late` }),
    );
    expect(await sellerBalances(t.db, sellerId)).toEqual({
      pendingPence: 0,
      availablePence: -450,
      paidOutPence: 1800,
    });
    await expectConserved();
  });
});
