import { useQuery } from '../../../hooks/use-query.ts';
import { fetchCampaignPayments, fetchTimeline, fetchVendor, type CampaignPaymentStatus } from '../api/payments.ts';

export const useCampaignPayments = (q: { payment_status?: CampaignPaymentStatus; page: number }) =>
  useQuery(`campaign-payments|${q.payment_status ?? 'all'}|${q.page}`, (signal) => fetchCampaignPayments(q, signal));
export const useVendor = () => useQuery('vendor', (signal) => fetchVendor(signal));
export const useTimeline = (ref: { type: 'campaign' | 'contest'; id: number } | null) =>
  useQuery(ref ? `timeline|${ref.type}|${ref.id}` : null, (signal) => fetchTimeline(ref!, signal));
