import { baseApi } from '../api/base-api';
import type { CheckoutPayment } from './checkout-outcome.fns';
import type {
  ApiBillingCycle,
  BillingAccount,
  CreateSubscriptionResponse,
  CurrentAccount,
  OfferList,
  PaidPlanCode,
  PaymentList,
  PlanCatalogue,
} from './billing.types';

/** Spec §9: the offers call asks for the first 10. */
const OFFERS_QUERY = 'payment/offers/current-user?limit=10&offset=0';

export const PAYMENTS_PAGE_SIZE = 10;

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlanCatalogue: build.query<PlanCatalogue, undefined>({
      query: () => 'payment/plans',
    }),
    getCurrentAccount: build.query<CurrentAccount, undefined>({
      query: () => 'payment/subscriptions/current',
      providesTags: ['Billing'],
    }),
    getCurrentOffers: build.query<OfferList, undefined>({
      query: () => OFFERS_QUERY,
      providesTags: ['Billing'],
    }),
    listPayments: build.query<PaymentList, { offset: number }>({
      query: ({ offset }) => `payment/payments?limit=${String(PAYMENTS_PAGE_SIZE)}&offset=${String(offset)}`,
      providesTags: ['Billing'],
    }),
    createSubscription: build.mutation<
      CreateSubscriptionResponse,
      { plan_type: PaidPlanCode; billing_cycle: ApiBillingCycle }
    >({
      // Spec §7: the choice travels in the query string, the body is empty.
      query: ({ plan_type, billing_cycle }) => ({
        url: `payment/subscriptions/subscription?plan_type=${plan_type}&billing_cycle=${billing_cycle}`,
        method: 'POST',
      }),
    }),
    verifyPayment: build.mutation<unknown, CheckoutPayment & { subscription_id: string }>({
      query: (body) => ({ url: 'payment/subscriptions/verify-payment', method: 'POST', body }),
    }),
    cancelSubscription: build.mutation<BillingAccount, undefined>({
      query: () => ({ url: 'payment/subscriptions/cancel', method: 'PUT' }),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const {
  useGetPlanCatalogueQuery,
  useGetCurrentAccountQuery,
  useGetCurrentOffersQuery,
  useListPaymentsQuery,
  useCreateSubscriptionMutation,
  useVerifyPaymentMutation,
  useCancelSubscriptionMutation,
} = billingApi;
