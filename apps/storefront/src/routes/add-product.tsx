/** add-product (spec sections 2, 4): multipart form; success goes to my-listings. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TestUserBlockedError, useFeeTerms, usePayoutAccount, useProductActions } from '@shop/api-client';
import { BANNER_MS, feeRuleOf, takesOrders } from '@shop/contract';
import { AddProductScreen } from '@shop/ui/screens/AddProductScreen/index.ts';
import { useAlert } from '../app/alert.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function AddProductRoute() {
  const pageHead = noindexHead('Add a new product');
  const { create, loading } = useProductActions();
  // The shop's fee terms: the price says what the seller receives (decision 056).
  const fees = useFeeTerms().data?.fees;
  // Decision 059: until the payout account is active, the new listing cannot be bought.
  const payout = usePayoutAccount().data?.account;
  const navigate = useNavigate();
  const { setAlert } = useAlert();
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <DocumentHead head={pageHead} />
      <AddProductScreen
        busy={loading}
        error={error}
        submitted={submitted}
        feeRule={fees ? feeRuleOf(fees) : null}
        takingOrders={payout ? takesOrders(payout.state) : undefined}
        onSubmit={(formData) => {
          setSubmitted(true);
          setError(null);
          create(formData)
            .then(() => navigate('/my-listings'))
            .catch((err: unknown) => {
              if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
              else setError(err instanceof Error ? err.message : String(err));
            });
        }}
      />
    </>
  );
}
