// The console's news calls (docs/product.md#news): GET /adminApi/posts and /adminApi/posts/:_id, and the writes,
// each audited by the API.
import type { PostBody } from '@app/contract';
import { postsKeys } from '@app/web-kit/api/get-posts';
import { callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export const ADMIN_POSTS_KEY = [...ADMIN_KEY, 'posts'] as const;

export function useAdminPosts(page: number) {
  return useQuery(apiQuery([...ADMIN_POSTS_KEY, 'list', page], adminRoutes.adminPosts, { query: { page } }));
}

export function useAdminPost(id: string | null) {
  return useQuery({
    ...apiQuery([...ADMIN_POSTS_KEY, 'one', id], adminRoutes.adminPost, { params: { _id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
  });
}

type Write =
  | { kind: 'create'; body: PostBody }
  | { kind: 'update'; id: string; body: PostBody }
  | { kind: 'publish' | 'unpublish'; id: string };

function write(action: Write) {
  switch (action.kind) {
    case 'create':
      return callApi(adminRoutes.adminPostCreate, { body: action.body });
    case 'update':
      return callApi(adminRoutes.adminPostUpdate, { params: { _id: action.id }, body: action.body });
    case 'publish':
      return callApi(adminRoutes.adminPostPublish, { params: { _id: action.id } });
    case 'unpublish':
      return callApi(adminRoutes.adminPostUnpublish, { params: { _id: action.id } });
  }
}

/** Every write answers the post as it now is; the lists and the site's news in this browser read it again. */
export function useWritePost() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: write,
    onSettled: () => readAgain(ADMIN_POSTS_KEY, postsKeys.all),
  });
}

export function useDeletePost() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: (id: string) => callApi(adminRoutes.adminPostDelete, { params: { _id: id } }),
    onSettled: () => readAgain(ADMIN_POSTS_KEY),
  });
}
