-- 011: who closed an account (decision 024, "Closed by staff"). A user who deactivates their own
-- account reopens it with a password reset link; an account staff deactivated stays closed until
-- staff reactivate it: no reset link is sent for it, and a link sent before cannot reopen it.
ALTER TABLE users ADD COLUMN deactivated_by_staff boolean NOT NULL DEFAULT false;
