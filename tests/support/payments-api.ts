import { vi } from 'vitest';
import type { PaymentsApi } from '@/components/team/payments-panel';

/** The Payments panel's API as mocks: the list is empty and the rest refuses until a test says otherwise. */
export const mockPaymentsApi = () => ({
  list: vi.fn<PaymentsApi['list']>(async () => []),
  act: vi.fn<PaymentsApi['act']>(async () => {}),
  recordOffice: vi.fn<PaymentsApi['recordOffice']>(async () => ({ ok: false, code: 'failed' })),
  reissue: vi.fn<PaymentsApi['reissue']>(async () => ({ ok: false, code: 'failed' })),
  statement: vi.fn<PaymentsApi['statement']>(async () => ({ ok: false, code: 'failed' })),
  report: vi.fn<PaymentsApi['report']>(async () => ({ ok: false, code: 'failed' })),
});
