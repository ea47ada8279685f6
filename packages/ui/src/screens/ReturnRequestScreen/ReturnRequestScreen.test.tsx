/**
 * The return request's page offers each side exactly its steps of the state machine (decision
 * 067: returnMovesFor of the viewer's side), in every state, and shows a newer request than the
 * one loaded once a step has returned it.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { RETURN_MESSAGES, RETURN_STATUSES, returnMovesFor, type ReturnRequest } from '@shop/contract';
import { sampleBuyer, sampleSeller } from '../../testing/fixtures.ts';
import { acceptedReturn, inTransitReturn, requestedReturn } from '../../testing/returnRequests.ts';
import { ReturnRequestScreen } from './ReturnRequestScreen.tsx';
import { STEP_OF_MOVE } from './ReturnSteps.tsx';

const T = RETURN_MESSAGES.buyer;
const HEADING_OF_STEP = {
  accept: T.acceptHeading,
  decline: T.declineHeading,
  ship: T.shipHeading,
  receive: T.receiveHeading,
  escalate: T.escalateHeading,
} as const;

const never = () => Promise.reject(new Error('not expected'));

describe('the steps offered', () => {
  for (const status of RETURN_STATUSES) {
    for (const [side, viewer] of [
      ['buyer', sampleBuyer.id],
      ['seller', sampleSeller.id],
    ] as const) {
      it(`to the ${side} of a request ${status} are returnMovesFor('${status}', '${side}')`, async () => {
        const request: ReturnRequest = { ...acceptedReturn, status };
        const screen = await render(
          <ReturnRequestScreen
            requestId={request.id}
            request={request}
            loading={false}
            viewerId={viewer}
            onStep={never}
          />,
        );
        await expect.element(screen.getByRole('heading', { level: 2, name: T.stepsHeading })).toBeVisible();
        const expected = returnMovesFor(status, side).map((to) => HEADING_OF_STEP[STEP_OF_MOVE[to]!]);
        const shown = screen
          .getByRole('heading', { level: 3 })
          .elements()
          .map((h) => h.textContent);
        expect(shown).toEqual(expected);
      });
    }
  }

  it('are none to someone who is neither side', async () => {
    const screen = await render(
      <ReturnRequestScreen
        requestId={requestedReturn.id}
        request={requestedReturn}
        loading={false}
        viewerId={999}
        onStep={never}
      />,
    );
    await expect.element(screen.getByRole('heading', { level: 2, name: T.detailsHeading })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: T.stepsHeading }).query()).toBeNull();
  });
});

describe('after a step', () => {
  it('shows the request the step returned until a newer one is loaded', async () => {
    const props = {
      requestId: acceptedReturn.id,
      loading: false,
      viewerId: sampleBuyer.id,
      onStep: () => Promise.resolve(inTransitReturn),
    };
    const screen = await render(<ReturnRequestScreen {...props} request={acceptedReturn} />);
    await userEvent.fill(screen.getByRole('textbox', { name: T.carrierLabel }), 'DPD');
    await userEvent.fill(screen.getByRole('textbox', { name: T.trackingLabel }), '1550');
    await userEvent.click(screen.getByRole('button', { name: T.shipSubmit }));
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(T.stepDone(RETURN_MESSAGES.statuses.in_transit));
    // The list reloads with the older request (a stale answer): the newer one stays.
    await screen.rerender(<ReturnRequestScreen {...props} request={acceptedReturn} />);
    await expect.element(screen.getByRole('heading', { level: 3, name: T.escalateHeading })).toBeVisible();
    // A newer one than the step's (the seller marked it received) replaces it.
    const later = { ...inTransitReturn, status: 'refunded' as const, updated_at: '2026-03-20T00:00:00.000Z' };
    await screen.rerender(<ReturnRequestScreen {...props} request={later} />);
    await expect.element(screen.getByText(T.closed)).toBeVisible();
  });
});
