/**
 * /return-requests/:id (decision 067): one return request's page, the same for its buyer and its
 * seller (My orders and My sales link here), with the history and the viewer's own steps.
 */
import { useParams } from 'react-router-dom';
import { isIdText, useAuth, useReturnActions, useReturnRequest } from '@shop/api-client';
import { RETURN_MESSAGES } from '@shop/contract';
import { ReturnRequestScreen } from '@shop/ui/screens/ReturnRequestScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function ReturnRequestRoute() {
  const params = useParams();
  const id = isIdText(params.id ?? '') ? Number(params.id) : null;
  const { user } = useAuth();
  const { data, error, isLoading } = useReturnRequest(id);
  const { moveReturnRequest } = useReturnActions();
  const pageHead = noindexHead(RETURN_MESSAGES.buyer.pageTitle(id));
  return (
    <>
      <DocumentHead head={pageHead} />
      <ReturnRequestScreen
        requestId={id}
        request={data?.return_request ?? null}
        loading={isLoading}
        error={error?.message ?? null}
        errorStatus={error?.status ?? null}
        viewerId={user?.id ?? null}
        onStep={moveReturnRequest}
      />
    </>
  );
}
