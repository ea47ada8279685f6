/** delete-product/{id} (spec sections 2, 6): preview, confirm dialog, delete, back to my-listings. */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TestUserBlockedError, useAuth, useMyProduct, useProductActions } from '@shop/api-client';
import { BANNER_MS, MESSAGES } from '@shop/contract';
import { DeleteProductScreen } from '@shop/ui/screens/DeleteProductScreen/index.ts';
import { useAlert } from '../app/alert.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function DeleteProductRoute() {
  const pageHead = noindexHead('Delete product');
  const { id = '' } = useParams();
  const { isTestUser } = useAuth();
  const { data, error, isLoading } = useMyProduct(id);
  const { remove, loading } = useProductActions();
  const navigate = useNavigate();
  const { setAlert } = useAlert();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const product = data?.product ?? null;
  return (
    <>
      <DocumentHead head={pageHead} />
      <DeleteProductScreen
        product={product}
        loading={isLoading}
        error={error ? (error.status === 404 ? MESSAGES.products.notFound : error.message) : null}
        busy={loading}
        testUserMessage={isTestUser ? MESSAGES.testUser.deleteProduct : null}
        deleteError={deleteError}
        onBack={() => void navigate(-1)}
        onDelete={() => {
          if (!product) return;
          setDeleteError(null);
          remove(product.id)
            .then(() => navigate('/my-listings'))
            .catch((err: unknown) => {
              if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
              else setDeleteError(err instanceof Error ? err.message : MESSAGES.products.delete);
            });
        }}
      />
    </>
  );
}
