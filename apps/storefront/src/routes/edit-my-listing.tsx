/** edit-my-listing/{id} (spec section 2): loads the product, scrolls to top, updates, back to my-listings. */
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TestUserBlockedError, useFeeTerms, useMyProduct, useProductActions } from '@shop/api-client';
import { BANNER_MS, feeRuleOf } from '@shop/contract';
import { EditListingScreen } from '@shop/ui/screens/EditListingScreen/index.ts';
import { useAlert } from '../app/alert.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function EditMyListingRoute() {
  const pageHead = noindexHead('Edit product');
  const { id = '' } = useParams();
  const { data, error, isLoading } = useMyProduct(id);
  const { update, loading } = useProductActions();
  // The shop's fee terms: the price says what the seller receives (decision 056).
  const fees = useFeeTerms().data?.fees;
  const navigate = useNavigate();
  const { setAlert } = useAlert();
  const [submitted, setSubmitted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  const product = data?.product ?? null;
  return (
    <>
      <DocumentHead head={pageHead} />
      <EditListingScreen
        product={product}
        loading={isLoading}
        error={error && error.status !== 404 ? error.message : null}
        busy={loading}
        submitted={submitted}
        feeRule={fees ? feeRuleOf(fees) : null}
        submitError={submitError}
        cancelHref="/my-listings"
        onSubmit={(formData) => {
          if (!product) return;
          setSubmitted(true);
          setSubmitError(null);
          update(product.id, formData)
            .then(() => navigate('/my-listings'))
            .catch((err: unknown) => {
              if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
              else setSubmitError(err instanceof Error ? err.message : String(err));
            });
        }}
      />
    </>
  );
}
