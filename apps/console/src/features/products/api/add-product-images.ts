import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { SellerProductResponse } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';
import { readStaffToken } from '@/lib/staff-token';
import type { AppDispatch } from '@/lib/store';

/**
 * POST /api/seller/products/{id}/images (multipart `images`), reporting how much is sent. Sent
 * with XMLHttpRequest: fetch cannot tell upload progress. A failure is thrown in the shape
 * RTK Query gives (`{ status, data }`), so forms read it as any other failed call.
 */
export function uploadProductImages(
  id: string,
  files: File[],
  onProgress: (sent: number) => void,
): Promise<SellerProductResponse> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('images', file);
    const request = new XMLHttpRequest();
    request.open('POST', `/api/seller/products/${id}/images`);
    const token = readStaffToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(request.response as SellerProductResponse);
      } else reject({ status: request.status, data: request.response as unknown });
    };
    request.onerror = () => reject({ status: 'FETCH_ERROR', error: 'network' });
    request.send(body);
  });
}

/** Uploads a product's new pictures with their progress (0–1, null when idle); refreshes lists after. */
export function useUploadProductImages() {
  const dispatch = useDispatch<AppDispatch>();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (id: string, files: File[]) => {
      setProgress(0);
      try {
        return await uploadProductImages(id, files, setProgress);
      } finally {
        setProgress(null);
        dispatch(api.util.invalidateTags(['Products']));
      }
    },
    [dispatch],
  );
  return { upload, progress };
}
