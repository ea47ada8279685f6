import { describe, expect, it } from 'vitest';
import {
  MESSAGE_EMAIL_WINDOW_MS,
  MESSAGE_RATE_WINDOW_MS,
  MESSAGES_PER_SENDER_PER_HOUR,
} from './constants.ts';
import {
  MESSAGE_REFUSAL_STATUS,
  messageEmailDue,
  messageRateWindowStart,
  messageRefusal,
  otherRole,
} from './messaging.ts';
import { MESSAGING_MESSAGES } from './messaging-messages.ts';

describe('given a new message (decision 074)', () => {
  const fine = {
    toSelf: false,
    recipientClosed: false,
    recipientIsDemo: false,
    blockedByRecipient: false,
    blockedBySender: false,
    sentInWindow: 0,
  };

  it('takes it under the hourly limit when nothing stands in the way', () => {
    expect(messageRefusal(fine)).toBeNull();
    expect(messageRefusal({ ...fine, sentInWindow: MESSAGES_PER_SENDER_PER_HOUR - 1 })).toBeNull();
  });

  it('refuses, in order: oneself, a closed account, the demo account, a block by the recipient, by the sender, the limit', () => {
    const all = {
      toSelf: true,
      recipientClosed: true,
      recipientIsDemo: true,
      blockedByRecipient: true,
      blockedBySender: true,
      sentInWindow: MESSAGES_PER_SENDER_PER_HOUR,
    };
    expect(messageRefusal(all)).toBe('toSelf');
    expect(messageRefusal({ ...all, toSelf: false })).toBe('closed');
    const open = { ...all, toSelf: false, recipientClosed: false };
    expect(messageRefusal(open)).toBe('demo');
    expect(messageRefusal({ ...open, recipientIsDemo: false })).toBe('blocked');
    expect(messageRefusal({ ...open, recipientIsDemo: false, blockedByRecipient: false })).toBe('youBlocked');
    expect(messageRefusal({ ...fine, sentInWindow: MESSAGES_PER_SENDER_PER_HOUR })).toBe('limit');
  });

  it('answers each refusal with its status and a text of its own', () => {
    expect(MESSAGE_REFUSAL_STATUS).toEqual({
      toSelf: 400,
      closed: 409,
      demo: 409,
      blocked: 403,
      youBlocked: 403,
      limit: 429,
    });
    const texts = Object.values(MESSAGING_MESSAGES.errors);
    expect(new Set(texts).size).toBe(texts.length);
    expect(MESSAGING_MESSAGES.errors.limit).toContain(String(MESSAGES_PER_SENDER_PER_HOUR));
  });

  it('counts the messages of the last MESSAGE_RATE_WINDOW_MS', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(now.getTime() - messageRateWindowStart(now).getTime()).toBe(MESSAGE_RATE_WINDOW_MS);
  });
});

describe('given the e-mail about new messages (decision 074)', () => {
  const now = new Date('2026-06-01T10:00:00Z');

  it('is due for a conversation and recipient never e-mailed', () => {
    expect(messageEmailDue(null, now)).toBe(true);
  });

  it('is not due within MESSAGE_EMAIL_WINDOW_MS of the last, and due again from its end', () => {
    expect(messageEmailDue(new Date(now.getTime() - MESSAGE_EMAIL_WINDOW_MS + 1), now)).toBe(false);
    expect(messageEmailDue(now, now)).toBe(false);
    expect(messageEmailDue(new Date(now.getTime() - MESSAGE_EMAIL_WINDOW_MS), now)).toBe(true);
  });
});

describe('given the two sides of a conversation', () => {
  it('names the other side', () => {
    expect(otherRole('buyer')).toBe('seller');
    expect(otherRole('seller')).toBe('buyer');
  });
});
