import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BillingAccount as _sitesage_billing_v1_BillingAccount, BillingAccount__Output as _sitesage_billing_v1_BillingAccount__Output } from './sitesage/billing/v1/BillingAccount.js';
import type { BillingServiceClient as _sitesage_billing_v1_BillingServiceClient, BillingServiceDefinition as _sitesage_billing_v1_BillingServiceDefinition } from './sitesage/billing/v1/BillingService.js';
import type { Checkout as _sitesage_billing_v1_Checkout, Checkout__Output as _sitesage_billing_v1_Checkout__Output } from './sitesage/billing/v1/Checkout.js';
import type { CreateSubscriptionRequest as _sitesage_billing_v1_CreateSubscriptionRequest, CreateSubscriptionRequest__Output as _sitesage_billing_v1_CreateSubscriptionRequest__Output } from './sitesage/billing/v1/CreateSubscriptionRequest.js';
import type { CreatedSubscription as _sitesage_billing_v1_CreatedSubscription, CreatedSubscription__Output as _sitesage_billing_v1_CreatedSubscription__Output } from './sitesage/billing/v1/CreatedSubscription.js';
import type { ListOffersRequest as _sitesage_billing_v1_ListOffersRequest, ListOffersRequest__Output as _sitesage_billing_v1_ListOffersRequest__Output } from './sitesage/billing/v1/ListOffersRequest.js';
import type { ListPaymentsRequest as _sitesage_billing_v1_ListPaymentsRequest, ListPaymentsRequest__Output as _sitesage_billing_v1_ListPaymentsRequest__Output } from './sitesage/billing/v1/ListPaymentsRequest.js';
import type { ListPlansRequest as _sitesage_billing_v1_ListPlansRequest, ListPlansRequest__Output as _sitesage_billing_v1_ListPlansRequest__Output } from './sitesage/billing/v1/ListPlansRequest.js';
import type { Offer as _sitesage_billing_v1_Offer, Offer__Output as _sitesage_billing_v1_Offer__Output } from './sitesage/billing/v1/Offer.js';
import type { OfferList as _sitesage_billing_v1_OfferList, OfferList__Output as _sitesage_billing_v1_OfferList__Output } from './sitesage/billing/v1/OfferList.js';
import type { OfferPrice as _sitesage_billing_v1_OfferPrice, OfferPrice__Output as _sitesage_billing_v1_OfferPrice__Output } from './sitesage/billing/v1/OfferPrice.js';
import type { OwnerRequest as _sitesage_billing_v1_OwnerRequest, OwnerRequest__Output as _sitesage_billing_v1_OwnerRequest__Output } from './sitesage/billing/v1/OwnerRequest.js';
import type { Payment as _sitesage_billing_v1_Payment, Payment__Output as _sitesage_billing_v1_Payment__Output } from './sitesage/billing/v1/Payment.js';
import type { PaymentList as _sitesage_billing_v1_PaymentList, PaymentList__Output as _sitesage_billing_v1_PaymentList__Output } from './sitesage/billing/v1/PaymentList.js';
import type { Plan as _sitesage_billing_v1_Plan, Plan__Output as _sitesage_billing_v1_Plan__Output } from './sitesage/billing/v1/Plan.js';
import type { PlanLimits as _sitesage_billing_v1_PlanLimits, PlanLimits__Output as _sitesage_billing_v1_PlanLimits__Output } from './sitesage/billing/v1/PlanLimits.js';
import type { PlanList as _sitesage_billing_v1_PlanList, PlanList__Output as _sitesage_billing_v1_PlanList__Output } from './sitesage/billing/v1/PlanList.js';
import type { Subscription as _sitesage_billing_v1_Subscription, Subscription__Output as _sitesage_billing_v1_Subscription__Output } from './sitesage/billing/v1/Subscription.js';
import type { VerifyPaymentReply as _sitesage_billing_v1_VerifyPaymentReply, VerifyPaymentReply__Output as _sitesage_billing_v1_VerifyPaymentReply__Output } from './sitesage/billing/v1/VerifyPaymentReply.js';
import type { VerifyPaymentRequest as _sitesage_billing_v1_VerifyPaymentRequest, VerifyPaymentRequest__Output as _sitesage_billing_v1_VerifyPaymentRequest__Output } from './sitesage/billing/v1/VerifyPaymentRequest.js';
import type { WebhookReply as _sitesage_billing_v1_WebhookReply, WebhookReply__Output as _sitesage_billing_v1_WebhookReply__Output } from './sitesage/billing/v1/WebhookReply.js';
import type { WebhookRequest as _sitesage_billing_v1_WebhookRequest, WebhookRequest__Output as _sitesage_billing_v1_WebhookRequest__Output } from './sitesage/billing/v1/WebhookRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  sitesage: {
    billing: {
      v1: {
        BillingAccount: MessageTypeDefinition<_sitesage_billing_v1_BillingAccount, _sitesage_billing_v1_BillingAccount__Output>
        BillingService: SubtypeConstructor<typeof grpc.Client, _sitesage_billing_v1_BillingServiceClient> & { service: _sitesage_billing_v1_BillingServiceDefinition }
        Checkout: MessageTypeDefinition<_sitesage_billing_v1_Checkout, _sitesage_billing_v1_Checkout__Output>
        CreateSubscriptionRequest: MessageTypeDefinition<_sitesage_billing_v1_CreateSubscriptionRequest, _sitesage_billing_v1_CreateSubscriptionRequest__Output>
        CreatedSubscription: MessageTypeDefinition<_sitesage_billing_v1_CreatedSubscription, _sitesage_billing_v1_CreatedSubscription__Output>
        ListOffersRequest: MessageTypeDefinition<_sitesage_billing_v1_ListOffersRequest, _sitesage_billing_v1_ListOffersRequest__Output>
        ListPaymentsRequest: MessageTypeDefinition<_sitesage_billing_v1_ListPaymentsRequest, _sitesage_billing_v1_ListPaymentsRequest__Output>
        ListPlansRequest: MessageTypeDefinition<_sitesage_billing_v1_ListPlansRequest, _sitesage_billing_v1_ListPlansRequest__Output>
        Offer: MessageTypeDefinition<_sitesage_billing_v1_Offer, _sitesage_billing_v1_Offer__Output>
        OfferList: MessageTypeDefinition<_sitesage_billing_v1_OfferList, _sitesage_billing_v1_OfferList__Output>
        OfferPrice: MessageTypeDefinition<_sitesage_billing_v1_OfferPrice, _sitesage_billing_v1_OfferPrice__Output>
        OwnerRequest: MessageTypeDefinition<_sitesage_billing_v1_OwnerRequest, _sitesage_billing_v1_OwnerRequest__Output>
        Payment: MessageTypeDefinition<_sitesage_billing_v1_Payment, _sitesage_billing_v1_Payment__Output>
        PaymentList: MessageTypeDefinition<_sitesage_billing_v1_PaymentList, _sitesage_billing_v1_PaymentList__Output>
        Plan: MessageTypeDefinition<_sitesage_billing_v1_Plan, _sitesage_billing_v1_Plan__Output>
        PlanLimits: MessageTypeDefinition<_sitesage_billing_v1_PlanLimits, _sitesage_billing_v1_PlanLimits__Output>
        PlanList: MessageTypeDefinition<_sitesage_billing_v1_PlanList, _sitesage_billing_v1_PlanList__Output>
        Subscription: MessageTypeDefinition<_sitesage_billing_v1_Subscription, _sitesage_billing_v1_Subscription__Output>
        VerifyPaymentReply: MessageTypeDefinition<_sitesage_billing_v1_VerifyPaymentReply, _sitesage_billing_v1_VerifyPaymentReply__Output>
        VerifyPaymentRequest: MessageTypeDefinition<_sitesage_billing_v1_VerifyPaymentRequest, _sitesage_billing_v1_VerifyPaymentRequest__Output>
        WebhookReply: MessageTypeDefinition<_sitesage_billing_v1_WebhookReply, _sitesage_billing_v1_WebhookReply__Output>
        WebhookRequest: MessageTypeDefinition<_sitesage_billing_v1_WebhookRequest, _sitesage_billing_v1_WebhookRequest__Output>
      }
    }
  }
}

