import { baseApi } from '../api/base-api';
import type { CheckoutPayment } from './checkout-outcome.fns';
import type {
  CheckoutSettings,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  CurrentSubscription,
  OfferList,
  PaymentList,
  PlanUsage,
} from './billing.types';

/** Spec §9: the offers call asks for the first 10. */
const OFFERS_QUERY = 'payment/offers/current-user?limit=10&offset=0';

export const PAYMENTS_PAGE_SIZE = 10;

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentOffers: build.query<OfferList, undefined>({
      query: () => OFFERS_QUERY,
      providesTags: ['Billing'],
    }),
    getCheckoutSettings: build.query<CheckoutSettings, undefined>({
      query: () => 'payment/checkout-settings',
    }),
    getSubscription: build.query<CurrentSubscription, undefined>({
      query: () => 'payment/subscriptions/current',
      providesTags: ['Billing'],
    }),
    getPlanUsage: build.query<PlanUsage, undefined>({
      query: () => 'payment/usage',
      providesTags: ['Billing'],
    }),
    listPayments: build.query<PaymentList, { offset: number }>({
      query: ({ offset }) => `payment/payments?limit=${String(PAYMENTS_PAGE_SIZE)}&offset=${String(offset)}`,
      providesTags: ['Billing'],
    }),
    createSubscription: build.mutation<CreateSubscriptionResponse, CreateSubscriptionRequest>({
      // Spec §7: the choice travels in the query string, the body is empty.
      query: ({ plan_type, billing_cycle }) => ({
        url: `payment/subscriptions/subscription?plan_type=${plan_type}&billing_cycle=${billing_cycle}`,
        method: 'POST',
      }),
    }),
    verifyPayment: build.mutation<unknown, CheckoutPayment & { subscription_id: string }>({
      query: (body) => ({ url: 'payment/subscriptions/verify-payment', method: 'POST', body }),
    }),
    cancelSubscription: build.mutation<unknown, undefined>({
      query: () => ({ url: 'payment/subscriptions/cancel', method: 'PUT' }),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const {
  useGetCurrentOffersQuery,
  useGetCheckoutSettingsQuery,
  useGetSubscriptionQuery,
  useGetPlanUsageQuery,
  useListPaymentsQuery,
  useCreateSubscriptionMutation,
  useVerifyPaymentMutation,
  useCancelSubscriptionMutation,
} = billingApi;
