// Original file: proto/ingestion/v1/ingestion.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddUrlResourcesRequest as _sitesage_ingestion_v1_AddUrlResourcesRequest, AddUrlResourcesRequest__Output as _sitesage_ingestion_v1_AddUrlResourcesRequest__Output } from '../../../sitesage/ingestion/v1/AddUrlResourcesRequest.js';
import type { CreateKnowledgeBaseRequest as _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, CreateKnowledgeBaseRequest__Output as _sitesage_ingestion_v1_CreateKnowledgeBaseRequest__Output } from '../../../sitesage/ingestion/v1/CreateKnowledgeBaseRequest.js';
import type { DownloadLink as _sitesage_ingestion_v1_DownloadLink, DownloadLink__Output as _sitesage_ingestion_v1_DownloadLink__Output } from '../../../sitesage/ingestion/v1/DownloadLink.js';
import type { Empty as _sitesage_ingestion_v1_Empty, Empty__Output as _sitesage_ingestion_v1_Empty__Output } from '../../../sitesage/ingestion/v1/Empty.js';
import type { FilePiece as _sitesage_ingestion_v1_FilePiece, FilePiece__Output as _sitesage_ingestion_v1_FilePiece__Output } from '../../../sitesage/ingestion/v1/FilePiece.js';
import type { FileTokenRequest as _sitesage_ingestion_v1_FileTokenRequest, FileTokenRequest__Output as _sitesage_ingestion_v1_FileTokenRequest__Output } from '../../../sitesage/ingestion/v1/FileTokenRequest.js';
import type { GenerateSitemapRequest as _sitesage_ingestion_v1_GenerateSitemapRequest, GenerateSitemapRequest__Output as _sitesage_ingestion_v1_GenerateSitemapRequest__Output } from '../../../sitesage/ingestion/v1/GenerateSitemapRequest.js';
import type { GroupTextsReply as _sitesage_ingestion_v1_GroupTextsReply, GroupTextsReply__Output as _sitesage_ingestion_v1_GroupTextsReply__Output } from '../../../sitesage/ingestion/v1/GroupTextsReply.js';
import type { GroupTextsRequest as _sitesage_ingestion_v1_GroupTextsRequest, GroupTextsRequest__Output as _sitesage_ingestion_v1_GroupTextsRequest__Output } from '../../../sitesage/ingestion/v1/GroupTextsRequest.js';
import type { ImportQaCsvReply as _sitesage_ingestion_v1_ImportQaCsvReply, ImportQaCsvReply__Output as _sitesage_ingestion_v1_ImportQaCsvReply__Output } from '../../../sitesage/ingestion/v1/ImportQaCsvReply.js';
import type { ImportQaCsvRequest as _sitesage_ingestion_v1_ImportQaCsvRequest, ImportQaCsvRequest__Output as _sitesage_ingestion_v1_ImportQaCsvRequest__Output } from '../../../sitesage/ingestion/v1/ImportQaCsvRequest.js';
import type { KnowledgeBase as _sitesage_ingestion_v1_KnowledgeBase, KnowledgeBase__Output as _sitesage_ingestion_v1_KnowledgeBase__Output } from '../../../sitesage/ingestion/v1/KnowledgeBase.js';
import type { KnowledgeBaseRequest as _sitesage_ingestion_v1_KnowledgeBaseRequest, KnowledgeBaseRequest__Output as _sitesage_ingestion_v1_KnowledgeBaseRequest__Output } from '../../../sitesage/ingestion/v1/KnowledgeBaseRequest.js';
import type { ListKnowledgeBasesReply as _sitesage_ingestion_v1_ListKnowledgeBasesReply, ListKnowledgeBasesReply__Output as _sitesage_ingestion_v1_ListKnowledgeBasesReply__Output } from '../../../sitesage/ingestion/v1/ListKnowledgeBasesReply.js';
import type { ListKnowledgeBasesRequest as _sitesage_ingestion_v1_ListKnowledgeBasesRequest, ListKnowledgeBasesRequest__Output as _sitesage_ingestion_v1_ListKnowledgeBasesRequest__Output } from '../../../sitesage/ingestion/v1/ListKnowledgeBasesRequest.js';
import type { ListQaPairsRequest as _sitesage_ingestion_v1_ListQaPairsRequest, ListQaPairsRequest__Output as _sitesage_ingestion_v1_ListQaPairsRequest__Output } from '../../../sitesage/ingestion/v1/ListQaPairsRequest.js';
import type { ListResourcesReply as _sitesage_ingestion_v1_ListResourcesReply, ListResourcesReply__Output as _sitesage_ingestion_v1_ListResourcesReply__Output } from '../../../sitesage/ingestion/v1/ListResourcesReply.js';
import type { ListResourcesRequest as _sitesage_ingestion_v1_ListResourcesRequest, ListResourcesRequest__Output as _sitesage_ingestion_v1_ListResourcesRequest__Output } from '../../../sitesage/ingestion/v1/ListResourcesRequest.js';
import type { MatchQaReply as _sitesage_ingestion_v1_MatchQaReply, MatchQaReply__Output as _sitesage_ingestion_v1_MatchQaReply__Output } from '../../../sitesage/ingestion/v1/MatchQaReply.js';
import type { MatchQaRequest as _sitesage_ingestion_v1_MatchQaRequest, MatchQaRequest__Output as _sitesage_ingestion_v1_MatchQaRequest__Output } from '../../../sitesage/ingestion/v1/MatchQaRequest.js';
import type { Owner as _sitesage_ingestion_v1_Owner, Owner__Output as _sitesage_ingestion_v1_Owner__Output } from '../../../sitesage/ingestion/v1/Owner.js';
import type { ProjectIds as _sitesage_ingestion_v1_ProjectIds, ProjectIds__Output as _sitesage_ingestion_v1_ProjectIds__Output } from '../../../sitesage/ingestion/v1/ProjectIds.js';
import type { QaPair as _sitesage_ingestion_v1_QaPair, QaPair__Output as _sitesage_ingestion_v1_QaPair__Output } from '../../../sitesage/ingestion/v1/QaPair.js';
import type { QaPairList as _sitesage_ingestion_v1_QaPairList, QaPairList__Output as _sitesage_ingestion_v1_QaPairList__Output } from '../../../sitesage/ingestion/v1/QaPairList.js';
import type { QaPairRequest as _sitesage_ingestion_v1_QaPairRequest, QaPairRequest__Output as _sitesage_ingestion_v1_QaPairRequest__Output } from '../../../sitesage/ingestion/v1/QaPairRequest.js';
import type { Resource as _sitesage_ingestion_v1_Resource, Resource__Output as _sitesage_ingestion_v1_Resource__Output } from '../../../sitesage/ingestion/v1/Resource.js';
import type { ResourceCounts as _sitesage_ingestion_v1_ResourceCounts, ResourceCounts__Output as _sitesage_ingestion_v1_ResourceCounts__Output } from '../../../sitesage/ingestion/v1/ResourceCounts.js';
import type { ResourceList as _sitesage_ingestion_v1_ResourceList, ResourceList__Output as _sitesage_ingestion_v1_ResourceList__Output } from '../../../sitesage/ingestion/v1/ResourceList.js';
import type { ResourceRequest as _sitesage_ingestion_v1_ResourceRequest, ResourceRequest__Output as _sitesage_ingestion_v1_ResourceRequest__Output } from '../../../sitesage/ingestion/v1/ResourceRequest.js';
import type { RetryFailedReply as _sitesage_ingestion_v1_RetryFailedReply, RetryFailedReply__Output as _sitesage_ingestion_v1_RetryFailedReply__Output } from '../../../sitesage/ingestion/v1/RetryFailedReply.js';
import type { SaveQaPairRequest as _sitesage_ingestion_v1_SaveQaPairRequest, SaveQaPairRequest__Output as _sitesage_ingestion_v1_SaveQaPairRequest__Output } from '../../../sitesage/ingestion/v1/SaveQaPairRequest.js';
import type { ScoreTextsReply as _sitesage_ingestion_v1_ScoreTextsReply, ScoreTextsReply__Output as _sitesage_ingestion_v1_ScoreTextsReply__Output } from '../../../sitesage/ingestion/v1/ScoreTextsReply.js';
import type { ScoreTextsRequest as _sitesage_ingestion_v1_ScoreTextsRequest, ScoreTextsRequest__Output as _sitesage_ingestion_v1_ScoreTextsRequest__Output } from '../../../sitesage/ingestion/v1/ScoreTextsRequest.js';
import type { SearchReply as _sitesage_ingestion_v1_SearchReply, SearchReply__Output as _sitesage_ingestion_v1_SearchReply__Output } from '../../../sitesage/ingestion/v1/SearchReply.js';
import type { SearchRequest as _sitesage_ingestion_v1_SearchRequest, SearchRequest__Output as _sitesage_ingestion_v1_SearchRequest__Output } from '../../../sitesage/ingestion/v1/SearchRequest.js';
import type { SitemapText as _sitesage_ingestion_v1_SitemapText, SitemapText__Output as _sitesage_ingestion_v1_SitemapText__Output } from '../../../sitesage/ingestion/v1/SitemapText.js';
import type { TrainingSetUsage as _sitesage_ingestion_v1_TrainingSetUsage, TrainingSetUsage__Output as _sitesage_ingestion_v1_TrainingSetUsage__Output } from '../../../sitesage/ingestion/v1/TrainingSetUsage.js';
import type { UpdateKnowledgeBaseRequest as _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, UpdateKnowledgeBaseRequest__Output as _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest__Output } from '../../../sitesage/ingestion/v1/UpdateKnowledgeBaseRequest.js';
import type { UpdateResourceRequest as _sitesage_ingestion_v1_UpdateResourceRequest, UpdateResourceRequest__Output as _sitesage_ingestion_v1_UpdateResourceRequest__Output } from '../../../sitesage/ingestion/v1/UpdateResourceRequest.js';
import type { UploadPart as _sitesage_ingestion_v1_UploadPart, UploadPart__Output as _sitesage_ingestion_v1_UploadPart__Output } from '../../../sitesage/ingestion/v1/UploadPart.js';
import type { UploadReply as _sitesage_ingestion_v1_UploadReply, UploadReply__Output as _sitesage_ingestion_v1_UploadReply__Output } from '../../../sitesage/ingestion/v1/UploadReply.js';

export interface IngestionServiceClient extends grpc.Client {
  AddUrlResources(argument: _sitesage_ingestion_v1_AddUrlResourcesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceList__Output>): grpc.ClientUnaryCall;
  AddUrlResources(argument: _sitesage_ingestion_v1_AddUrlResourcesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceList__Output>): grpc.ClientUnaryCall;
  AddUrlResources(argument: _sitesage_ingestion_v1_AddUrlResourcesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceList__Output>): grpc.ClientUnaryCall;
  AddUrlResources(argument: _sitesage_ingestion_v1_AddUrlResourcesRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceList__Output>): grpc.ClientUnaryCall;
  addUrlResources(argument: _sitesage_ingestion_v1_AddUrlResourcesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceList__Output>): grpc.ClientUnaryCall;
  addUrlResources(argument: _sitesage_ingestion_v1_AddUrlResourcesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceList__Output>): grpc.ClientUnaryCall;
  addUrlResources(argument: _sitesage_ingestion_v1_AddUrlResourcesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceList__Output>): grpc.ClientUnaryCall;
  addUrlResources(argument: _sitesage_ingestion_v1_AddUrlResourcesRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceList__Output>): grpc.ClientUnaryCall;
  
  CountResources(argument: _sitesage_ingestion_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceCounts__Output>): grpc.ClientUnaryCall;
  CountResources(argument: _sitesage_ingestion_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceCounts__Output>): grpc.ClientUnaryCall;
  CountResources(argument: _sitesage_ingestion_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceCounts__Output>): grpc.ClientUnaryCall;
  CountResources(argument: _sitesage_ingestion_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceCounts__Output>): grpc.ClientUnaryCall;
  countResources(argument: _sitesage_ingestion_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceCounts__Output>): grpc.ClientUnaryCall;
  countResources(argument: _sitesage_ingestion_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceCounts__Output>): grpc.ClientUnaryCall;
  countResources(argument: _sitesage_ingestion_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceCounts__Output>): grpc.ClientUnaryCall;
  countResources(argument: _sitesage_ingestion_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_ingestion_v1_ResourceCounts__Output>): grpc.ClientUnaryCall;
  
  CreateDownloadLink(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_DownloadLink__Output>): grpc.ClientUnaryCall;
  CreateDownloadLink(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_DownloadLink__Output>): grpc.ClientUnaryCall;
  CreateDownloadLink(argument: _sitesage_ingestion_v1_ResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_DownloadLink__Output>): grpc.ClientUnaryCall;
  CreateDownloadLink(argument: _sitesage_ingestion_v1_ResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_DownloadLink__Output>): grpc.ClientUnaryCall;
  createDownloadLink(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_DownloadLink__Output>): grpc.ClientUnaryCall;
  createDownloadLink(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_DownloadLink__Output>): grpc.ClientUnaryCall;
  createDownloadLink(argument: _sitesage_ingestion_v1_ResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_DownloadLink__Output>): grpc.ClientUnaryCall;
  createDownloadLink(argument: _sitesage_ingestion_v1_ResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_DownloadLink__Output>): grpc.ClientUnaryCall;
  
  CreateKnowledgeBase(argument: _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  CreateKnowledgeBase(argument: _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  CreateKnowledgeBase(argument: _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  CreateKnowledgeBase(argument: _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  createKnowledgeBase(argument: _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  createKnowledgeBase(argument: _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  createKnowledgeBase(argument: _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  createKnowledgeBase(argument: _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  
  DeleteKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  DeleteQaPair(argument: _sitesage_ingestion_v1_QaPairRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteQaPair(argument: _sitesage_ingestion_v1_QaPairRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteQaPair(argument: _sitesage_ingestion_v1_QaPairRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteQaPair(argument: _sitesage_ingestion_v1_QaPairRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteQaPair(argument: _sitesage_ingestion_v1_QaPairRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteQaPair(argument: _sitesage_ingestion_v1_QaPairRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteQaPair(argument: _sitesage_ingestion_v1_QaPairRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteQaPair(argument: _sitesage_ingestion_v1_QaPairRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  DeleteResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteResource(argument: _sitesage_ingestion_v1_ResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteResource(argument: _sitesage_ingestion_v1_ResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteResource(argument: _sitesage_ingestion_v1_ResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteResource(argument: _sitesage_ingestion_v1_ResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  GenerateSitemap(argument: _sitesage_ingestion_v1_GenerateSitemapRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_ingestion_v1_SitemapText__Output>;
  GenerateSitemap(argument: _sitesage_ingestion_v1_GenerateSitemapRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_ingestion_v1_SitemapText__Output>;
  generateSitemap(argument: _sitesage_ingestion_v1_GenerateSitemapRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_ingestion_v1_SitemapText__Output>;
  generateSitemap(argument: _sitesage_ingestion_v1_GenerateSitemapRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_ingestion_v1_SitemapText__Output>;
  
  GetKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  GetKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  GetKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  GetKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  getKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  getKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  getKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  getKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  
  GetResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  GetResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  GetResource(argument: _sitesage_ingestion_v1_ResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  GetResource(argument: _sitesage_ingestion_v1_ResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  getResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  getResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  getResource(argument: _sitesage_ingestion_v1_ResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  getResource(argument: _sitesage_ingestion_v1_ResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  
  GetTrainingSetUsage(argument: _sitesage_ingestion_v1_Owner, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_TrainingSetUsage__Output>): grpc.ClientUnaryCall;
  GetTrainingSetUsage(argument: _sitesage_ingestion_v1_Owner, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_TrainingSetUsage__Output>): grpc.ClientUnaryCall;
  GetTrainingSetUsage(argument: _sitesage_ingestion_v1_Owner, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_TrainingSetUsage__Output>): grpc.ClientUnaryCall;
  GetTrainingSetUsage(argument: _sitesage_ingestion_v1_Owner, callback: grpc.requestCallback<_sitesage_ingestion_v1_TrainingSetUsage__Output>): grpc.ClientUnaryCall;
  getTrainingSetUsage(argument: _sitesage_ingestion_v1_Owner, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_TrainingSetUsage__Output>): grpc.ClientUnaryCall;
  getTrainingSetUsage(argument: _sitesage_ingestion_v1_Owner, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_TrainingSetUsage__Output>): grpc.ClientUnaryCall;
  getTrainingSetUsage(argument: _sitesage_ingestion_v1_Owner, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_TrainingSetUsage__Output>): grpc.ClientUnaryCall;
  getTrainingSetUsage(argument: _sitesage_ingestion_v1_Owner, callback: grpc.requestCallback<_sitesage_ingestion_v1_TrainingSetUsage__Output>): grpc.ClientUnaryCall;
  
  GroupTexts(argument: _sitesage_ingestion_v1_GroupTextsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_GroupTextsReply__Output>): grpc.ClientUnaryCall;
  GroupTexts(argument: _sitesage_ingestion_v1_GroupTextsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_GroupTextsReply__Output>): grpc.ClientUnaryCall;
  GroupTexts(argument: _sitesage_ingestion_v1_GroupTextsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_GroupTextsReply__Output>): grpc.ClientUnaryCall;
  GroupTexts(argument: _sitesage_ingestion_v1_GroupTextsRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_GroupTextsReply__Output>): grpc.ClientUnaryCall;
  groupTexts(argument: _sitesage_ingestion_v1_GroupTextsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_GroupTextsReply__Output>): grpc.ClientUnaryCall;
  groupTexts(argument: _sitesage_ingestion_v1_GroupTextsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_GroupTextsReply__Output>): grpc.ClientUnaryCall;
  groupTexts(argument: _sitesage_ingestion_v1_GroupTextsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_GroupTextsReply__Output>): grpc.ClientUnaryCall;
  groupTexts(argument: _sitesage_ingestion_v1_GroupTextsRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_GroupTextsReply__Output>): grpc.ClientUnaryCall;
  
  ImportQaCsv(argument: _sitesage_ingestion_v1_ImportQaCsvRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ImportQaCsvReply__Output>): grpc.ClientUnaryCall;
  ImportQaCsv(argument: _sitesage_ingestion_v1_ImportQaCsvRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ImportQaCsvReply__Output>): grpc.ClientUnaryCall;
  ImportQaCsv(argument: _sitesage_ingestion_v1_ImportQaCsvRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ImportQaCsvReply__Output>): grpc.ClientUnaryCall;
  ImportQaCsv(argument: _sitesage_ingestion_v1_ImportQaCsvRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ImportQaCsvReply__Output>): grpc.ClientUnaryCall;
  importQaCsv(argument: _sitesage_ingestion_v1_ImportQaCsvRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ImportQaCsvReply__Output>): grpc.ClientUnaryCall;
  importQaCsv(argument: _sitesage_ingestion_v1_ImportQaCsvRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ImportQaCsvReply__Output>): grpc.ClientUnaryCall;
  importQaCsv(argument: _sitesage_ingestion_v1_ImportQaCsvRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ImportQaCsvReply__Output>): grpc.ClientUnaryCall;
  importQaCsv(argument: _sitesage_ingestion_v1_ImportQaCsvRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ImportQaCsvReply__Output>): grpc.ClientUnaryCall;
  
  ListKnowledgeBases(argument: _sitesage_ingestion_v1_ListKnowledgeBasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>): grpc.ClientUnaryCall;
  ListKnowledgeBases(argument: _sitesage_ingestion_v1_ListKnowledgeBasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>): grpc.ClientUnaryCall;
  ListKnowledgeBases(argument: _sitesage_ingestion_v1_ListKnowledgeBasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>): grpc.ClientUnaryCall;
  ListKnowledgeBases(argument: _sitesage_ingestion_v1_ListKnowledgeBasesRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>): grpc.ClientUnaryCall;
  listKnowledgeBases(argument: _sitesage_ingestion_v1_ListKnowledgeBasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>): grpc.ClientUnaryCall;
  listKnowledgeBases(argument: _sitesage_ingestion_v1_ListKnowledgeBasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>): grpc.ClientUnaryCall;
  listKnowledgeBases(argument: _sitesage_ingestion_v1_ListKnowledgeBasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>): grpc.ClientUnaryCall;
  listKnowledgeBases(argument: _sitesage_ingestion_v1_ListKnowledgeBasesRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>): grpc.ClientUnaryCall;
  
  ListQaPairs(argument: _sitesage_ingestion_v1_ListQaPairsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPairList__Output>): grpc.ClientUnaryCall;
  ListQaPairs(argument: _sitesage_ingestion_v1_ListQaPairsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPairList__Output>): grpc.ClientUnaryCall;
  ListQaPairs(argument: _sitesage_ingestion_v1_ListQaPairsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPairList__Output>): grpc.ClientUnaryCall;
  ListQaPairs(argument: _sitesage_ingestion_v1_ListQaPairsRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPairList__Output>): grpc.ClientUnaryCall;
  listQaPairs(argument: _sitesage_ingestion_v1_ListQaPairsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPairList__Output>): grpc.ClientUnaryCall;
  listQaPairs(argument: _sitesage_ingestion_v1_ListQaPairsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPairList__Output>): grpc.ClientUnaryCall;
  listQaPairs(argument: _sitesage_ingestion_v1_ListQaPairsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPairList__Output>): grpc.ClientUnaryCall;
  listQaPairs(argument: _sitesage_ingestion_v1_ListQaPairsRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPairList__Output>): grpc.ClientUnaryCall;
  
  ListResources(argument: _sitesage_ingestion_v1_ListResourcesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListResourcesReply__Output>): grpc.ClientUnaryCall;
  ListResources(argument: _sitesage_ingestion_v1_ListResourcesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListResourcesReply__Output>): grpc.ClientUnaryCall;
  ListResources(argument: _sitesage_ingestion_v1_ListResourcesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListResourcesReply__Output>): grpc.ClientUnaryCall;
  ListResources(argument: _sitesage_ingestion_v1_ListResourcesRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListResourcesReply__Output>): grpc.ClientUnaryCall;
  listResources(argument: _sitesage_ingestion_v1_ListResourcesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListResourcesReply__Output>): grpc.ClientUnaryCall;
  listResources(argument: _sitesage_ingestion_v1_ListResourcesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListResourcesReply__Output>): grpc.ClientUnaryCall;
  listResources(argument: _sitesage_ingestion_v1_ListResourcesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListResourcesReply__Output>): grpc.ClientUnaryCall;
  listResources(argument: _sitesage_ingestion_v1_ListResourcesRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ListResourcesReply__Output>): grpc.ClientUnaryCall;
  
  MatchQa(argument: _sitesage_ingestion_v1_MatchQaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_MatchQaReply__Output>): grpc.ClientUnaryCall;
  MatchQa(argument: _sitesage_ingestion_v1_MatchQaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_MatchQaReply__Output>): grpc.ClientUnaryCall;
  MatchQa(argument: _sitesage_ingestion_v1_MatchQaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_MatchQaReply__Output>): grpc.ClientUnaryCall;
  MatchQa(argument: _sitesage_ingestion_v1_MatchQaRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_MatchQaReply__Output>): grpc.ClientUnaryCall;
  matchQa(argument: _sitesage_ingestion_v1_MatchQaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_MatchQaReply__Output>): grpc.ClientUnaryCall;
  matchQa(argument: _sitesage_ingestion_v1_MatchQaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_MatchQaReply__Output>): grpc.ClientUnaryCall;
  matchQa(argument: _sitesage_ingestion_v1_MatchQaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_MatchQaReply__Output>): grpc.ClientUnaryCall;
  matchQa(argument: _sitesage_ingestion_v1_MatchQaRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_MatchQaReply__Output>): grpc.ClientUnaryCall;
  
  ReadFile(argument: _sitesage_ingestion_v1_FileTokenRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_ingestion_v1_FilePiece__Output>;
  ReadFile(argument: _sitesage_ingestion_v1_FileTokenRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_ingestion_v1_FilePiece__Output>;
  readFile(argument: _sitesage_ingestion_v1_FileTokenRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_ingestion_v1_FilePiece__Output>;
  readFile(argument: _sitesage_ingestion_v1_FileTokenRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_ingestion_v1_FilePiece__Output>;
  
  RetrainKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  RetrainKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  RetrainKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  RetrainKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  retrainKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  retrainKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  retrainKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  retrainKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  
  RetryFailedResources(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_RetryFailedReply__Output>): grpc.ClientUnaryCall;
  RetryFailedResources(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_RetryFailedReply__Output>): grpc.ClientUnaryCall;
  RetryFailedResources(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_RetryFailedReply__Output>): grpc.ClientUnaryCall;
  RetryFailedResources(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_RetryFailedReply__Output>): grpc.ClientUnaryCall;
  retryFailedResources(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_RetryFailedReply__Output>): grpc.ClientUnaryCall;
  retryFailedResources(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_RetryFailedReply__Output>): grpc.ClientUnaryCall;
  retryFailedResources(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_RetryFailedReply__Output>): grpc.ClientUnaryCall;
  retryFailedResources(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_RetryFailedReply__Output>): grpc.ClientUnaryCall;
  
  RetryResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  RetryResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  RetryResource(argument: _sitesage_ingestion_v1_ResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  RetryResource(argument: _sitesage_ingestion_v1_ResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  retryResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  retryResource(argument: _sitesage_ingestion_v1_ResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  retryResource(argument: _sitesage_ingestion_v1_ResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  retryResource(argument: _sitesage_ingestion_v1_ResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  
  SaveQaPair(argument: _sitesage_ingestion_v1_SaveQaPairRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPair__Output>): grpc.ClientUnaryCall;
  SaveQaPair(argument: _sitesage_ingestion_v1_SaveQaPairRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPair__Output>): grpc.ClientUnaryCall;
  SaveQaPair(argument: _sitesage_ingestion_v1_SaveQaPairRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPair__Output>): grpc.ClientUnaryCall;
  SaveQaPair(argument: _sitesage_ingestion_v1_SaveQaPairRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPair__Output>): grpc.ClientUnaryCall;
  saveQaPair(argument: _sitesage_ingestion_v1_SaveQaPairRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPair__Output>): grpc.ClientUnaryCall;
  saveQaPair(argument: _sitesage_ingestion_v1_SaveQaPairRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPair__Output>): grpc.ClientUnaryCall;
  saveQaPair(argument: _sitesage_ingestion_v1_SaveQaPairRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPair__Output>): grpc.ClientUnaryCall;
  saveQaPair(argument: _sitesage_ingestion_v1_SaveQaPairRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_QaPair__Output>): grpc.ClientUnaryCall;
  
  ScoreTexts(argument: _sitesage_ingestion_v1_ScoreTextsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ScoreTextsReply__Output>): grpc.ClientUnaryCall;
  ScoreTexts(argument: _sitesage_ingestion_v1_ScoreTextsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ScoreTextsReply__Output>): grpc.ClientUnaryCall;
  ScoreTexts(argument: _sitesage_ingestion_v1_ScoreTextsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ScoreTextsReply__Output>): grpc.ClientUnaryCall;
  ScoreTexts(argument: _sitesage_ingestion_v1_ScoreTextsRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ScoreTextsReply__Output>): grpc.ClientUnaryCall;
  scoreTexts(argument: _sitesage_ingestion_v1_ScoreTextsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ScoreTextsReply__Output>): grpc.ClientUnaryCall;
  scoreTexts(argument: _sitesage_ingestion_v1_ScoreTextsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_ScoreTextsReply__Output>): grpc.ClientUnaryCall;
  scoreTexts(argument: _sitesage_ingestion_v1_ScoreTextsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_ScoreTextsReply__Output>): grpc.ClientUnaryCall;
  scoreTexts(argument: _sitesage_ingestion_v1_ScoreTextsRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_ScoreTextsReply__Output>): grpc.ClientUnaryCall;
  
  Search(argument: _sitesage_ingestion_v1_SearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_SearchReply__Output>): grpc.ClientUnaryCall;
  Search(argument: _sitesage_ingestion_v1_SearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_SearchReply__Output>): grpc.ClientUnaryCall;
  Search(argument: _sitesage_ingestion_v1_SearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_SearchReply__Output>): grpc.ClientUnaryCall;
  Search(argument: _sitesage_ingestion_v1_SearchRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_SearchReply__Output>): grpc.ClientUnaryCall;
  search(argument: _sitesage_ingestion_v1_SearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_SearchReply__Output>): grpc.ClientUnaryCall;
  search(argument: _sitesage_ingestion_v1_SearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_SearchReply__Output>): grpc.ClientUnaryCall;
  search(argument: _sitesage_ingestion_v1_SearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_SearchReply__Output>): grpc.ClientUnaryCall;
  search(argument: _sitesage_ingestion_v1_SearchRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_SearchReply__Output>): grpc.ClientUnaryCall;
  
  SyncKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  SyncKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  SyncKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  SyncKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  syncKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  syncKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  syncKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  syncKnowledgeBase(argument: _sitesage_ingestion_v1_KnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  
  UpdateKnowledgeBase(argument: _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  UpdateKnowledgeBase(argument: _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  UpdateKnowledgeBase(argument: _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  UpdateKnowledgeBase(argument: _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  updateKnowledgeBase(argument: _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  updateKnowledgeBase(argument: _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  updateKnowledgeBase(argument: _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  updateKnowledgeBase(argument: _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_KnowledgeBase__Output>): grpc.ClientUnaryCall;
  
  UpdateResource(argument: _sitesage_ingestion_v1_UpdateResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  UpdateResource(argument: _sitesage_ingestion_v1_UpdateResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  UpdateResource(argument: _sitesage_ingestion_v1_UpdateResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  UpdateResource(argument: _sitesage_ingestion_v1_UpdateResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  updateResource(argument: _sitesage_ingestion_v1_UpdateResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  updateResource(argument: _sitesage_ingestion_v1_UpdateResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  updateResource(argument: _sitesage_ingestion_v1_UpdateResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  updateResource(argument: _sitesage_ingestion_v1_UpdateResourceRequest, callback: grpc.requestCallback<_sitesage_ingestion_v1_Resource__Output>): grpc.ClientUnaryCall;
  
  UploadFiles(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_UploadReply__Output>): grpc.ClientWritableStream<_sitesage_ingestion_v1_UploadPart>;
  UploadFiles(metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_UploadReply__Output>): grpc.ClientWritableStream<_sitesage_ingestion_v1_UploadPart>;
  UploadFiles(options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_UploadReply__Output>): grpc.ClientWritableStream<_sitesage_ingestion_v1_UploadPart>;
  UploadFiles(callback: grpc.requestCallback<_sitesage_ingestion_v1_UploadReply__Output>): grpc.ClientWritableStream<_sitesage_ingestion_v1_UploadPart>;
  uploadFiles(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_UploadReply__Output>): grpc.ClientWritableStream<_sitesage_ingestion_v1_UploadPart>;
  uploadFiles(metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_ingestion_v1_UploadReply__Output>): grpc.ClientWritableStream<_sitesage_ingestion_v1_UploadPart>;
  uploadFiles(options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_ingestion_v1_UploadReply__Output>): grpc.ClientWritableStream<_sitesage_ingestion_v1_UploadPart>;
  uploadFiles(callback: grpc.requestCallback<_sitesage_ingestion_v1_UploadReply__Output>): grpc.ClientWritableStream<_sitesage_ingestion_v1_UploadPart>;
  
}

export interface IngestionServiceHandlers extends grpc.UntypedServiceImplementation {
  AddUrlResources: grpc.handleUnaryCall<_sitesage_ingestion_v1_AddUrlResourcesRequest__Output, _sitesage_ingestion_v1_ResourceList>;
  
  CountResources: grpc.handleUnaryCall<_sitesage_ingestion_v1_ProjectIds__Output, _sitesage_ingestion_v1_ResourceCounts>;
  
  CreateDownloadLink: grpc.handleUnaryCall<_sitesage_ingestion_v1_ResourceRequest__Output, _sitesage_ingestion_v1_DownloadLink>;
  
  CreateKnowledgeBase: grpc.handleUnaryCall<_sitesage_ingestion_v1_CreateKnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase>;
  
  DeleteKnowledgeBase: grpc.handleUnaryCall<_sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_Empty>;
  
  DeleteQaPair: grpc.handleUnaryCall<_sitesage_ingestion_v1_QaPairRequest__Output, _sitesage_ingestion_v1_Empty>;
  
  DeleteResource: grpc.handleUnaryCall<_sitesage_ingestion_v1_ResourceRequest__Output, _sitesage_ingestion_v1_Empty>;
  
  GenerateSitemap: grpc.handleServerStreamingCall<_sitesage_ingestion_v1_GenerateSitemapRequest__Output, _sitesage_ingestion_v1_SitemapText>;
  
  GetKnowledgeBase: grpc.handleUnaryCall<_sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase>;
  
  GetResource: grpc.handleUnaryCall<_sitesage_ingestion_v1_ResourceRequest__Output, _sitesage_ingestion_v1_Resource>;
  
  GetTrainingSetUsage: grpc.handleUnaryCall<_sitesage_ingestion_v1_Owner__Output, _sitesage_ingestion_v1_TrainingSetUsage>;
  
  GroupTexts: grpc.handleUnaryCall<_sitesage_ingestion_v1_GroupTextsRequest__Output, _sitesage_ingestion_v1_GroupTextsReply>;
  
  ImportQaCsv: grpc.handleUnaryCall<_sitesage_ingestion_v1_ImportQaCsvRequest__Output, _sitesage_ingestion_v1_ImportQaCsvReply>;
  
  ListKnowledgeBases: grpc.handleUnaryCall<_sitesage_ingestion_v1_ListKnowledgeBasesRequest__Output, _sitesage_ingestion_v1_ListKnowledgeBasesReply>;
  
  ListQaPairs: grpc.handleUnaryCall<_sitesage_ingestion_v1_ListQaPairsRequest__Output, _sitesage_ingestion_v1_QaPairList>;
  
  ListResources: grpc.handleUnaryCall<_sitesage_ingestion_v1_ListResourcesRequest__Output, _sitesage_ingestion_v1_ListResourcesReply>;
  
  MatchQa: grpc.handleUnaryCall<_sitesage_ingestion_v1_MatchQaRequest__Output, _sitesage_ingestion_v1_MatchQaReply>;
  
  ReadFile: grpc.handleServerStreamingCall<_sitesage_ingestion_v1_FileTokenRequest__Output, _sitesage_ingestion_v1_FilePiece>;
  
  RetrainKnowledgeBase: grpc.handleUnaryCall<_sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase>;
  
  RetryFailedResources: grpc.handleUnaryCall<_sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_RetryFailedReply>;
  
  RetryResource: grpc.handleUnaryCall<_sitesage_ingestion_v1_ResourceRequest__Output, _sitesage_ingestion_v1_Resource>;
  
  SaveQaPair: grpc.handleUnaryCall<_sitesage_ingestion_v1_SaveQaPairRequest__Output, _sitesage_ingestion_v1_QaPair>;
  
  ScoreTexts: grpc.handleUnaryCall<_sitesage_ingestion_v1_ScoreTextsRequest__Output, _sitesage_ingestion_v1_ScoreTextsReply>;
  
  Search: grpc.handleUnaryCall<_sitesage_ingestion_v1_SearchRequest__Output, _sitesage_ingestion_v1_SearchReply>;
  
  SyncKnowledgeBase: grpc.handleUnaryCall<_sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase>;
  
  UpdateKnowledgeBase: grpc.handleUnaryCall<_sitesage_ingestion_v1_UpdateKnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase>;
  
  UpdateResource: grpc.handleUnaryCall<_sitesage_ingestion_v1_UpdateResourceRequest__Output, _sitesage_ingestion_v1_Resource>;
  
  UploadFiles: grpc.handleClientStreamingCall<_sitesage_ingestion_v1_UploadPart__Output, _sitesage_ingestion_v1_UploadReply>;
  
}

export interface IngestionServiceDefinition extends grpc.ServiceDefinition {
  AddUrlResources: MethodDefinition<_sitesage_ingestion_v1_AddUrlResourcesRequest, _sitesage_ingestion_v1_ResourceList, _sitesage_ingestion_v1_AddUrlResourcesRequest__Output, _sitesage_ingestion_v1_ResourceList__Output>
  CountResources: MethodDefinition<_sitesage_ingestion_v1_ProjectIds, _sitesage_ingestion_v1_ResourceCounts, _sitesage_ingestion_v1_ProjectIds__Output, _sitesage_ingestion_v1_ResourceCounts__Output>
  CreateDownloadLink: MethodDefinition<_sitesage_ingestion_v1_ResourceRequest, _sitesage_ingestion_v1_DownloadLink, _sitesage_ingestion_v1_ResourceRequest__Output, _sitesage_ingestion_v1_DownloadLink__Output>
  CreateKnowledgeBase: MethodDefinition<_sitesage_ingestion_v1_CreateKnowledgeBaseRequest, _sitesage_ingestion_v1_KnowledgeBase, _sitesage_ingestion_v1_CreateKnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase__Output>
  DeleteKnowledgeBase: MethodDefinition<_sitesage_ingestion_v1_KnowledgeBaseRequest, _sitesage_ingestion_v1_Empty, _sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_Empty__Output>
  DeleteQaPair: MethodDefinition<_sitesage_ingestion_v1_QaPairRequest, _sitesage_ingestion_v1_Empty, _sitesage_ingestion_v1_QaPairRequest__Output, _sitesage_ingestion_v1_Empty__Output>
  DeleteResource: MethodDefinition<_sitesage_ingestion_v1_ResourceRequest, _sitesage_ingestion_v1_Empty, _sitesage_ingestion_v1_ResourceRequest__Output, _sitesage_ingestion_v1_Empty__Output>
  GenerateSitemap: MethodDefinition<_sitesage_ingestion_v1_GenerateSitemapRequest, _sitesage_ingestion_v1_SitemapText, _sitesage_ingestion_v1_GenerateSitemapRequest__Output, _sitesage_ingestion_v1_SitemapText__Output>
  GetKnowledgeBase: MethodDefinition<_sitesage_ingestion_v1_KnowledgeBaseRequest, _sitesage_ingestion_v1_KnowledgeBase, _sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase__Output>
  GetResource: MethodDefinition<_sitesage_ingestion_v1_ResourceRequest, _sitesage_ingestion_v1_Resource, _sitesage_ingestion_v1_ResourceRequest__Output, _sitesage_ingestion_v1_Resource__Output>
  GetTrainingSetUsage: MethodDefinition<_sitesage_ingestion_v1_Owner, _sitesage_ingestion_v1_TrainingSetUsage, _sitesage_ingestion_v1_Owner__Output, _sitesage_ingestion_v1_TrainingSetUsage__Output>
  GroupTexts: MethodDefinition<_sitesage_ingestion_v1_GroupTextsRequest, _sitesage_ingestion_v1_GroupTextsReply, _sitesage_ingestion_v1_GroupTextsRequest__Output, _sitesage_ingestion_v1_GroupTextsReply__Output>
  ImportQaCsv: MethodDefinition<_sitesage_ingestion_v1_ImportQaCsvRequest, _sitesage_ingestion_v1_ImportQaCsvReply, _sitesage_ingestion_v1_ImportQaCsvRequest__Output, _sitesage_ingestion_v1_ImportQaCsvReply__Output>
  ListKnowledgeBases: MethodDefinition<_sitesage_ingestion_v1_ListKnowledgeBasesRequest, _sitesage_ingestion_v1_ListKnowledgeBasesReply, _sitesage_ingestion_v1_ListKnowledgeBasesRequest__Output, _sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>
  ListQaPairs: MethodDefinition<_sitesage_ingestion_v1_ListQaPairsRequest, _sitesage_ingestion_v1_QaPairList, _sitesage_ingestion_v1_ListQaPairsRequest__Output, _sitesage_ingestion_v1_QaPairList__Output>
  ListResources: MethodDefinition<_sitesage_ingestion_v1_ListResourcesRequest, _sitesage_ingestion_v1_ListResourcesReply, _sitesage_ingestion_v1_ListResourcesRequest__Output, _sitesage_ingestion_v1_ListResourcesReply__Output>
  MatchQa: MethodDefinition<_sitesage_ingestion_v1_MatchQaRequest, _sitesage_ingestion_v1_MatchQaReply, _sitesage_ingestion_v1_MatchQaRequest__Output, _sitesage_ingestion_v1_MatchQaReply__Output>
  ReadFile: MethodDefinition<_sitesage_ingestion_v1_FileTokenRequest, _sitesage_ingestion_v1_FilePiece, _sitesage_ingestion_v1_FileTokenRequest__Output, _sitesage_ingestion_v1_FilePiece__Output>
  RetrainKnowledgeBase: MethodDefinition<_sitesage_ingestion_v1_KnowledgeBaseRequest, _sitesage_ingestion_v1_KnowledgeBase, _sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase__Output>
  RetryFailedResources: MethodDefinition<_sitesage_ingestion_v1_KnowledgeBaseRequest, _sitesage_ingestion_v1_RetryFailedReply, _sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_RetryFailedReply__Output>
  RetryResource: MethodDefinition<_sitesage_ingestion_v1_ResourceRequest, _sitesage_ingestion_v1_Resource, _sitesage_ingestion_v1_ResourceRequest__Output, _sitesage_ingestion_v1_Resource__Output>
  SaveQaPair: MethodDefinition<_sitesage_ingestion_v1_SaveQaPairRequest, _sitesage_ingestion_v1_QaPair, _sitesage_ingestion_v1_SaveQaPairRequest__Output, _sitesage_ingestion_v1_QaPair__Output>
  ScoreTexts: MethodDefinition<_sitesage_ingestion_v1_ScoreTextsRequest, _sitesage_ingestion_v1_ScoreTextsReply, _sitesage_ingestion_v1_ScoreTextsRequest__Output, _sitesage_ingestion_v1_ScoreTextsReply__Output>
  Search: MethodDefinition<_sitesage_ingestion_v1_SearchRequest, _sitesage_ingestion_v1_SearchReply, _sitesage_ingestion_v1_SearchRequest__Output, _sitesage_ingestion_v1_SearchReply__Output>
  SyncKnowledgeBase: MethodDefinition<_sitesage_ingestion_v1_KnowledgeBaseRequest, _sitesage_ingestion_v1_KnowledgeBase, _sitesage_ingestion_v1_KnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase__Output>
  UpdateKnowledgeBase: MethodDefinition<_sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, _sitesage_ingestion_v1_KnowledgeBase, _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest__Output, _sitesage_ingestion_v1_KnowledgeBase__Output>
  UpdateResource: MethodDefinition<_sitesage_ingestion_v1_UpdateResourceRequest, _sitesage_ingestion_v1_Resource, _sitesage_ingestion_v1_UpdateResourceRequest__Output, _sitesage_ingestion_v1_Resource__Output>
  UploadFiles: MethodDefinition<_sitesage_ingestion_v1_UploadPart, _sitesage_ingestion_v1_UploadReply, _sitesage_ingestion_v1_UploadPart__Output, _sitesage_ingestion_v1_UploadReply__Output>
}
