// Original file: proto/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BillingAccount as _sitesage_billing_v1_BillingAccount, BillingAccount__Output as _sitesage_billing_v1_BillingAccount__Output } from '../../../sitesage/billing/v1/BillingAccount.js';
import type { CreateSubscriptionRequest as _sitesage_billing_v1_CreateSubscriptionRequest, CreateSubscriptionRequest__Output as _sitesage_billing_v1_CreateSubscriptionRequest__Output } from '../../../sitesage/billing/v1/CreateSubscriptionRequest.js';
import type { CreatedSubscription as _sitesage_billing_v1_CreatedSubscription, CreatedSubscription__Output as _sitesage_billing_v1_CreatedSubscription__Output } from '../../../sitesage/billing/v1/CreatedSubscription.js';
import type { ListOffersRequest as _sitesage_billing_v1_ListOffersRequest, ListOffersRequest__Output as _sitesage_billing_v1_ListOffersRequest__Output } from '../../../sitesage/billing/v1/ListOffersRequest.js';
import type { ListPaymentsRequest as _sitesage_billing_v1_ListPaymentsRequest, ListPaymentsRequest__Output as _sitesage_billing_v1_ListPaymentsRequest__Output } from '../../../sitesage/billing/v1/ListPaymentsRequest.js';
import type { ListPlansRequest as _sitesage_billing_v1_ListPlansRequest, ListPlansRequest__Output as _sitesage_billing_v1_ListPlansRequest__Output } from '../../../sitesage/billing/v1/ListPlansRequest.js';
import type { OfferList as _sitesage_billing_v1_OfferList, OfferList__Output as _sitesage_billing_v1_OfferList__Output } from '../../../sitesage/billing/v1/OfferList.js';
import type { OwnerRequest as _sitesage_billing_v1_OwnerRequest, OwnerRequest__Output as _sitesage_billing_v1_OwnerRequest__Output } from '../../../sitesage/billing/v1/OwnerRequest.js';
import type { PaymentList as _sitesage_billing_v1_PaymentList, PaymentList__Output as _sitesage_billing_v1_PaymentList__Output } from '../../../sitesage/billing/v1/PaymentList.js';
import type { PlanList as _sitesage_billing_v1_PlanList, PlanList__Output as _sitesage_billing_v1_PlanList__Output } from '../../../sitesage/billing/v1/PlanList.js';
import type { VerifyPaymentReply as _sitesage_billing_v1_VerifyPaymentReply, VerifyPaymentReply__Output as _sitesage_billing_v1_VerifyPaymentReply__Output } from '../../../sitesage/billing/v1/VerifyPaymentReply.js';
import type { VerifyPaymentRequest as _sitesage_billing_v1_VerifyPaymentRequest, VerifyPaymentRequest__Output as _sitesage_billing_v1_VerifyPaymentRequest__Output } from '../../../sitesage/billing/v1/VerifyPaymentRequest.js';
import type { WebhookReply as _sitesage_billing_v1_WebhookReply, WebhookReply__Output as _sitesage_billing_v1_WebhookReply__Output } from '../../../sitesage/billing/v1/WebhookReply.js';
import type { WebhookRequest as _sitesage_billing_v1_WebhookRequest, WebhookRequest__Output as _sitesage_billing_v1_WebhookRequest__Output } from '../../../sitesage/billing/v1/WebhookRequest.js';

export interface BillingServiceClient extends grpc.Client {
  CancelSubscription(argument: _sitesage_billing_v1_OwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  CancelSubscription(argument: _sitesage_billing_v1_OwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  CancelSubscription(argument: _sitesage_billing_v1_OwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  CancelSubscription(argument: _sitesage_billing_v1_OwnerRequest, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  cancelSubscription(argument: _sitesage_billing_v1_OwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  cancelSubscription(argument: _sitesage_billing_v1_OwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  cancelSubscription(argument: _sitesage_billing_v1_OwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  cancelSubscription(argument: _sitesage_billing_v1_OwnerRequest, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  
  CreateSubscription(argument: _sitesage_billing_v1_CreateSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_CreatedSubscription__Output>): grpc.ClientUnaryCall;
  CreateSubscription(argument: _sitesage_billing_v1_CreateSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_CreatedSubscription__Output>): grpc.ClientUnaryCall;
  CreateSubscription(argument: _sitesage_billing_v1_CreateSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_CreatedSubscription__Output>): grpc.ClientUnaryCall;
  CreateSubscription(argument: _sitesage_billing_v1_CreateSubscriptionRequest, callback: grpc.requestCallback<_sitesage_billing_v1_CreatedSubscription__Output>): grpc.ClientUnaryCall;
  createSubscription(argument: _sitesage_billing_v1_CreateSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_CreatedSubscription__Output>): grpc.ClientUnaryCall;
  createSubscription(argument: _sitesage_billing_v1_CreateSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_CreatedSubscription__Output>): grpc.ClientUnaryCall;
  createSubscription(argument: _sitesage_billing_v1_CreateSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_CreatedSubscription__Output>): grpc.ClientUnaryCall;
  createSubscription(argument: _sitesage_billing_v1_CreateSubscriptionRequest, callback: grpc.requestCallback<_sitesage_billing_v1_CreatedSubscription__Output>): grpc.ClientUnaryCall;
  
  GetAccount(argument: _sitesage_billing_v1_OwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _sitesage_billing_v1_OwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _sitesage_billing_v1_OwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _sitesage_billing_v1_OwnerRequest, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _sitesage_billing_v1_OwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _sitesage_billing_v1_OwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _sitesage_billing_v1_OwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _sitesage_billing_v1_OwnerRequest, callback: grpc.requestCallback<_sitesage_billing_v1_BillingAccount__Output>): grpc.ClientUnaryCall;
  
  ListOffers(argument: _sitesage_billing_v1_ListOffersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_OfferList__Output>): grpc.ClientUnaryCall;
  ListOffers(argument: _sitesage_billing_v1_ListOffersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_OfferList__Output>): grpc.ClientUnaryCall;
  ListOffers(argument: _sitesage_billing_v1_ListOffersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_OfferList__Output>): grpc.ClientUnaryCall;
  ListOffers(argument: _sitesage_billing_v1_ListOffersRequest, callback: grpc.requestCallback<_sitesage_billing_v1_OfferList__Output>): grpc.ClientUnaryCall;
  listOffers(argument: _sitesage_billing_v1_ListOffersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_OfferList__Output>): grpc.ClientUnaryCall;
  listOffers(argument: _sitesage_billing_v1_ListOffersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_OfferList__Output>): grpc.ClientUnaryCall;
  listOffers(argument: _sitesage_billing_v1_ListOffersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_OfferList__Output>): grpc.ClientUnaryCall;
  listOffers(argument: _sitesage_billing_v1_ListOffersRequest, callback: grpc.requestCallback<_sitesage_billing_v1_OfferList__Output>): grpc.ClientUnaryCall;
  
  ListPayments(argument: _sitesage_billing_v1_ListPaymentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_PaymentList__Output>): grpc.ClientUnaryCall;
  ListPayments(argument: _sitesage_billing_v1_ListPaymentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_PaymentList__Output>): grpc.ClientUnaryCall;
  ListPayments(argument: _sitesage_billing_v1_ListPaymentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_PaymentList__Output>): grpc.ClientUnaryCall;
  ListPayments(argument: _sitesage_billing_v1_ListPaymentsRequest, callback: grpc.requestCallback<_sitesage_billing_v1_PaymentList__Output>): grpc.ClientUnaryCall;
  listPayments(argument: _sitesage_billing_v1_ListPaymentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_PaymentList__Output>): grpc.ClientUnaryCall;
  listPayments(argument: _sitesage_billing_v1_ListPaymentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_PaymentList__Output>): grpc.ClientUnaryCall;
  listPayments(argument: _sitesage_billing_v1_ListPaymentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_PaymentList__Output>): grpc.ClientUnaryCall;
  listPayments(argument: _sitesage_billing_v1_ListPaymentsRequest, callback: grpc.requestCallback<_sitesage_billing_v1_PaymentList__Output>): grpc.ClientUnaryCall;
  
  ListPlans(argument: _sitesage_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_PlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _sitesage_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_PlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _sitesage_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_PlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _sitesage_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_sitesage_billing_v1_PlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _sitesage_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_PlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _sitesage_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_PlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _sitesage_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_PlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _sitesage_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_sitesage_billing_v1_PlanList__Output>): grpc.ClientUnaryCall;
  
  ReceiveWebhook(argument: _sitesage_billing_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_WebhookReply__Output>): grpc.ClientUnaryCall;
  ReceiveWebhook(argument: _sitesage_billing_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_WebhookReply__Output>): grpc.ClientUnaryCall;
  ReceiveWebhook(argument: _sitesage_billing_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_WebhookReply__Output>): grpc.ClientUnaryCall;
  ReceiveWebhook(argument: _sitesage_billing_v1_WebhookRequest, callback: grpc.requestCallback<_sitesage_billing_v1_WebhookReply__Output>): grpc.ClientUnaryCall;
  receiveWebhook(argument: _sitesage_billing_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_WebhookReply__Output>): grpc.ClientUnaryCall;
  receiveWebhook(argument: _sitesage_billing_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_WebhookReply__Output>): grpc.ClientUnaryCall;
  receiveWebhook(argument: _sitesage_billing_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_WebhookReply__Output>): grpc.ClientUnaryCall;
  receiveWebhook(argument: _sitesage_billing_v1_WebhookRequest, callback: grpc.requestCallback<_sitesage_billing_v1_WebhookReply__Output>): grpc.ClientUnaryCall;
  
  VerifyPayment(argument: _sitesage_billing_v1_VerifyPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_VerifyPaymentReply__Output>): grpc.ClientUnaryCall;
  VerifyPayment(argument: _sitesage_billing_v1_VerifyPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_VerifyPaymentReply__Output>): grpc.ClientUnaryCall;
  VerifyPayment(argument: _sitesage_billing_v1_VerifyPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_VerifyPaymentReply__Output>): grpc.ClientUnaryCall;
  VerifyPayment(argument: _sitesage_billing_v1_VerifyPaymentRequest, callback: grpc.requestCallback<_sitesage_billing_v1_VerifyPaymentReply__Output>): grpc.ClientUnaryCall;
  verifyPayment(argument: _sitesage_billing_v1_VerifyPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_VerifyPaymentReply__Output>): grpc.ClientUnaryCall;
  verifyPayment(argument: _sitesage_billing_v1_VerifyPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_billing_v1_VerifyPaymentReply__Output>): grpc.ClientUnaryCall;
  verifyPayment(argument: _sitesage_billing_v1_VerifyPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_billing_v1_VerifyPaymentReply__Output>): grpc.ClientUnaryCall;
  verifyPayment(argument: _sitesage_billing_v1_VerifyPaymentRequest, callback: grpc.requestCallback<_sitesage_billing_v1_VerifyPaymentReply__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  CancelSubscription: grpc.handleUnaryCall<_sitesage_billing_v1_OwnerRequest__Output, _sitesage_billing_v1_BillingAccount>;
  
  CreateSubscription: grpc.handleUnaryCall<_sitesage_billing_v1_CreateSubscriptionRequest__Output, _sitesage_billing_v1_CreatedSubscription>;
  
  GetAccount: grpc.handleUnaryCall<_sitesage_billing_v1_OwnerRequest__Output, _sitesage_billing_v1_BillingAccount>;
  
  ListOffers: grpc.handleUnaryCall<_sitesage_billing_v1_ListOffersRequest__Output, _sitesage_billing_v1_OfferList>;
  
  ListPayments: grpc.handleUnaryCall<_sitesage_billing_v1_ListPaymentsRequest__Output, _sitesage_billing_v1_PaymentList>;
  
  ListPlans: grpc.handleUnaryCall<_sitesage_billing_v1_ListPlansRequest__Output, _sitesage_billing_v1_PlanList>;
  
  ReceiveWebhook: grpc.handleUnaryCall<_sitesage_billing_v1_WebhookRequest__Output, _sitesage_billing_v1_WebhookReply>;
  
  VerifyPayment: grpc.handleUnaryCall<_sitesage_billing_v1_VerifyPaymentRequest__Output, _sitesage_billing_v1_VerifyPaymentReply>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  CancelSubscription: MethodDefinition<_sitesage_billing_v1_OwnerRequest, _sitesage_billing_v1_BillingAccount, _sitesage_billing_v1_OwnerRequest__Output, _sitesage_billing_v1_BillingAccount__Output>
  CreateSubscription: MethodDefinition<_sitesage_billing_v1_CreateSubscriptionRequest, _sitesage_billing_v1_CreatedSubscription, _sitesage_billing_v1_CreateSubscriptionRequest__Output, _sitesage_billing_v1_CreatedSubscription__Output>
  GetAccount: MethodDefinition<_sitesage_billing_v1_OwnerRequest, _sitesage_billing_v1_BillingAccount, _sitesage_billing_v1_OwnerRequest__Output, _sitesage_billing_v1_BillingAccount__Output>
  ListOffers: MethodDefinition<_sitesage_billing_v1_ListOffersRequest, _sitesage_billing_v1_OfferList, _sitesage_billing_v1_ListOffersRequest__Output, _sitesage_billing_v1_OfferList__Output>
  ListPayments: MethodDefinition<_sitesage_billing_v1_ListPaymentsRequest, _sitesage_billing_v1_PaymentList, _sitesage_billing_v1_ListPaymentsRequest__Output, _sitesage_billing_v1_PaymentList__Output>
  ListPlans: MethodDefinition<_sitesage_billing_v1_ListPlansRequest, _sitesage_billing_v1_PlanList, _sitesage_billing_v1_ListPlansRequest__Output, _sitesage_billing_v1_PlanList__Output>
  ReceiveWebhook: MethodDefinition<_sitesage_billing_v1_WebhookRequest, _sitesage_billing_v1_WebhookReply, _sitesage_billing_v1_WebhookRequest__Output, _sitesage_billing_v1_WebhookReply__Output>
  VerifyPayment: MethodDefinition<_sitesage_billing_v1_VerifyPaymentRequest, _sitesage_billing_v1_VerifyPaymentReply, _sitesage_billing_v1_VerifyPaymentRequest__Output, _sitesage_billing_v1_VerifyPaymentReply__Output>
}
