import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddUrlResourcesRequest as _sitesage_ingestion_v1_AddUrlResourcesRequest, AddUrlResourcesRequest__Output as _sitesage_ingestion_v1_AddUrlResourcesRequest__Output } from './sitesage/ingestion/v1/AddUrlResourcesRequest.js';
import type { CreateKnowledgeBaseRequest as _sitesage_ingestion_v1_CreateKnowledgeBaseRequest, CreateKnowledgeBaseRequest__Output as _sitesage_ingestion_v1_CreateKnowledgeBaseRequest__Output } from './sitesage/ingestion/v1/CreateKnowledgeBaseRequest.js';
import type { DownloadLink as _sitesage_ingestion_v1_DownloadLink, DownloadLink__Output as _sitesage_ingestion_v1_DownloadLink__Output } from './sitesage/ingestion/v1/DownloadLink.js';
import type { Empty as _sitesage_ingestion_v1_Empty, Empty__Output as _sitesage_ingestion_v1_Empty__Output } from './sitesage/ingestion/v1/Empty.js';
import type { FailureGroup as _sitesage_ingestion_v1_FailureGroup, FailureGroup__Output as _sitesage_ingestion_v1_FailureGroup__Output } from './sitesage/ingestion/v1/FailureGroup.js';
import type { FilePiece as _sitesage_ingestion_v1_FilePiece, FilePiece__Output as _sitesage_ingestion_v1_FilePiece__Output } from './sitesage/ingestion/v1/FilePiece.js';
import type { FileTokenRequest as _sitesage_ingestion_v1_FileTokenRequest, FileTokenRequest__Output as _sitesage_ingestion_v1_FileTokenRequest__Output } from './sitesage/ingestion/v1/FileTokenRequest.js';
import type { GenerateSitemapRequest as _sitesage_ingestion_v1_GenerateSitemapRequest, GenerateSitemapRequest__Output as _sitesage_ingestion_v1_GenerateSitemapRequest__Output } from './sitesage/ingestion/v1/GenerateSitemapRequest.js';
import type { GroupTextsReply as _sitesage_ingestion_v1_GroupTextsReply, GroupTextsReply__Output as _sitesage_ingestion_v1_GroupTextsReply__Output } from './sitesage/ingestion/v1/GroupTextsReply.js';
import type { GroupTextsRequest as _sitesage_ingestion_v1_GroupTextsRequest, GroupTextsRequest__Output as _sitesage_ingestion_v1_GroupTextsRequest__Output } from './sitesage/ingestion/v1/GroupTextsRequest.js';
import type { ImportQaCsvReply as _sitesage_ingestion_v1_ImportQaCsvReply, ImportQaCsvReply__Output as _sitesage_ingestion_v1_ImportQaCsvReply__Output } from './sitesage/ingestion/v1/ImportQaCsvReply.js';
import type { ImportQaCsvRequest as _sitesage_ingestion_v1_ImportQaCsvRequest, ImportQaCsvRequest__Output as _sitesage_ingestion_v1_ImportQaCsvRequest__Output } from './sitesage/ingestion/v1/ImportQaCsvRequest.js';
import type { IngestionServiceClient as _sitesage_ingestion_v1_IngestionServiceClient, IngestionServiceDefinition as _sitesage_ingestion_v1_IngestionServiceDefinition } from './sitesage/ingestion/v1/IngestionService.js';
import type { KnowledgeBase as _sitesage_ingestion_v1_KnowledgeBase, KnowledgeBase__Output as _sitesage_ingestion_v1_KnowledgeBase__Output } from './sitesage/ingestion/v1/KnowledgeBase.js';
import type { KnowledgeBaseRequest as _sitesage_ingestion_v1_KnowledgeBaseRequest, KnowledgeBaseRequest__Output as _sitesage_ingestion_v1_KnowledgeBaseRequest__Output } from './sitesage/ingestion/v1/KnowledgeBaseRequest.js';
import type { ListKnowledgeBasesReply as _sitesage_ingestion_v1_ListKnowledgeBasesReply, ListKnowledgeBasesReply__Output as _sitesage_ingestion_v1_ListKnowledgeBasesReply__Output } from './sitesage/ingestion/v1/ListKnowledgeBasesReply.js';
import type { ListKnowledgeBasesRequest as _sitesage_ingestion_v1_ListKnowledgeBasesRequest, ListKnowledgeBasesRequest__Output as _sitesage_ingestion_v1_ListKnowledgeBasesRequest__Output } from './sitesage/ingestion/v1/ListKnowledgeBasesRequest.js';
import type { ListQaPairsRequest as _sitesage_ingestion_v1_ListQaPairsRequest, ListQaPairsRequest__Output as _sitesage_ingestion_v1_ListQaPairsRequest__Output } from './sitesage/ingestion/v1/ListQaPairsRequest.js';
import type { ListResourcesReply as _sitesage_ingestion_v1_ListResourcesReply, ListResourcesReply__Output as _sitesage_ingestion_v1_ListResourcesReply__Output } from './sitesage/ingestion/v1/ListResourcesReply.js';
import type { ListResourcesRequest as _sitesage_ingestion_v1_ListResourcesRequest, ListResourcesRequest__Output as _sitesage_ingestion_v1_ListResourcesRequest__Output } from './sitesage/ingestion/v1/ListResourcesRequest.js';
import type { MatchQaReply as _sitesage_ingestion_v1_MatchQaReply, MatchQaReply__Output as _sitesage_ingestion_v1_MatchQaReply__Output } from './sitesage/ingestion/v1/MatchQaReply.js';
import type { MatchQaRequest as _sitesage_ingestion_v1_MatchQaRequest, MatchQaRequest__Output as _sitesage_ingestion_v1_MatchQaRequest__Output } from './sitesage/ingestion/v1/MatchQaRequest.js';
import type { Owner as _sitesage_ingestion_v1_Owner, Owner__Output as _sitesage_ingestion_v1_Owner__Output } from './sitesage/ingestion/v1/Owner.js';
import type { PageChunk as _sitesage_ingestion_v1_PageChunk, PageChunk__Output as _sitesage_ingestion_v1_PageChunk__Output } from './sitesage/ingestion/v1/PageChunk.js';
import type { Passage as _sitesage_ingestion_v1_Passage, Passage__Output as _sitesage_ingestion_v1_Passage__Output } from './sitesage/ingestion/v1/Passage.js';
import type { PassageNeighbour as _sitesage_ingestion_v1_PassageNeighbour, PassageNeighbour__Output as _sitesage_ingestion_v1_PassageNeighbour__Output } from './sitesage/ingestion/v1/PassageNeighbour.js';
import type { ProjectIds as _sitesage_ingestion_v1_ProjectIds, ProjectIds__Output as _sitesage_ingestion_v1_ProjectIds__Output } from './sitesage/ingestion/v1/ProjectIds.js';
import type { QaMatch as _sitesage_ingestion_v1_QaMatch, QaMatch__Output as _sitesage_ingestion_v1_QaMatch__Output } from './sitesage/ingestion/v1/QaMatch.js';
import type { QaPair as _sitesage_ingestion_v1_QaPair, QaPair__Output as _sitesage_ingestion_v1_QaPair__Output } from './sitesage/ingestion/v1/QaPair.js';
import type { QaPairList as _sitesage_ingestion_v1_QaPairList, QaPairList__Output as _sitesage_ingestion_v1_QaPairList__Output } from './sitesage/ingestion/v1/QaPairList.js';
import type { QaPairRequest as _sitesage_ingestion_v1_QaPairRequest, QaPairRequest__Output as _sitesage_ingestion_v1_QaPairRequest__Output } from './sitesage/ingestion/v1/QaPairRequest.js';
import type { Resource as _sitesage_ingestion_v1_Resource, Resource__Output as _sitesage_ingestion_v1_Resource__Output } from './sitesage/ingestion/v1/Resource.js';
import type { ResourceCount as _sitesage_ingestion_v1_ResourceCount, ResourceCount__Output as _sitesage_ingestion_v1_ResourceCount__Output } from './sitesage/ingestion/v1/ResourceCount.js';
import type { ResourceCounts as _sitesage_ingestion_v1_ResourceCounts, ResourceCounts__Output as _sitesage_ingestion_v1_ResourceCounts__Output } from './sitesage/ingestion/v1/ResourceCounts.js';
import type { ResourceList as _sitesage_ingestion_v1_ResourceList, ResourceList__Output as _sitesage_ingestion_v1_ResourceList__Output } from './sitesage/ingestion/v1/ResourceList.js';
import type { ResourceRequest as _sitesage_ingestion_v1_ResourceRequest, ResourceRequest__Output as _sitesage_ingestion_v1_ResourceRequest__Output } from './sitesage/ingestion/v1/ResourceRequest.js';
import type { RetryFailedReply as _sitesage_ingestion_v1_RetryFailedReply, RetryFailedReply__Output as _sitesage_ingestion_v1_RetryFailedReply__Output } from './sitesage/ingestion/v1/RetryFailedReply.js';
import type { SaveQaPairRequest as _sitesage_ingestion_v1_SaveQaPairRequest, SaveQaPairRequest__Output as _sitesage_ingestion_v1_SaveQaPairRequest__Output } from './sitesage/ingestion/v1/SaveQaPairRequest.js';
import type { ScoreTextsReply as _sitesage_ingestion_v1_ScoreTextsReply, ScoreTextsReply__Output as _sitesage_ingestion_v1_ScoreTextsReply__Output } from './sitesage/ingestion/v1/ScoreTextsReply.js';
import type { ScoreTextsRequest as _sitesage_ingestion_v1_ScoreTextsRequest, ScoreTextsRequest__Output as _sitesage_ingestion_v1_ScoreTextsRequest__Output } from './sitesage/ingestion/v1/ScoreTextsRequest.js';
import type { SearchReply as _sitesage_ingestion_v1_SearchReply, SearchReply__Output as _sitesage_ingestion_v1_SearchReply__Output } from './sitesage/ingestion/v1/SearchReply.js';
import type { SearchRequest as _sitesage_ingestion_v1_SearchRequest, SearchRequest__Output as _sitesage_ingestion_v1_SearchRequest__Output } from './sitesage/ingestion/v1/SearchRequest.js';
import type { SitemapText as _sitesage_ingestion_v1_SitemapText, SitemapText__Output as _sitesage_ingestion_v1_SitemapText__Output } from './sitesage/ingestion/v1/SitemapText.js';
import type { TrainingSetUsage as _sitesage_ingestion_v1_TrainingSetUsage, TrainingSetUsage__Output as _sitesage_ingestion_v1_TrainingSetUsage__Output } from './sitesage/ingestion/v1/TrainingSetUsage.js';
import type { UpdateKnowledgeBaseRequest as _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, UpdateKnowledgeBaseRequest__Output as _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest__Output } from './sitesage/ingestion/v1/UpdateKnowledgeBaseRequest.js';
import type { UpdateResourceRequest as _sitesage_ingestion_v1_UpdateResourceRequest, UpdateResourceRequest__Output as _sitesage_ingestion_v1_UpdateResourceRequest__Output } from './sitesage/ingestion/v1/UpdateResourceRequest.js';
import type { UploadFileHeader as _sitesage_ingestion_v1_UploadFileHeader, UploadFileHeader__Output as _sitesage_ingestion_v1_UploadFileHeader__Output } from './sitesage/ingestion/v1/UploadFileHeader.js';
import type { UploadPart as _sitesage_ingestion_v1_UploadPart, UploadPart__Output as _sitesage_ingestion_v1_UploadPart__Output } from './sitesage/ingestion/v1/UploadPart.js';
import type { UploadReply as _sitesage_ingestion_v1_UploadReply, UploadReply__Output as _sitesage_ingestion_v1_UploadReply__Output } from './sitesage/ingestion/v1/UploadReply.js';
import type { UploadStart as _sitesage_ingestion_v1_UploadStart, UploadStart__Output as _sitesage_ingestion_v1_UploadStart__Output } from './sitesage/ingestion/v1/UploadStart.js';
import type { UrlResource as _sitesage_ingestion_v1_UrlResource, UrlResource__Output as _sitesage_ingestion_v1_UrlResource__Output } from './sitesage/ingestion/v1/UrlResource.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  sitesage: {
    ingestion: {
      v1: {
        AddUrlResourcesRequest: MessageTypeDefinition<_sitesage_ingestion_v1_AddUrlResourcesRequest, _sitesage_ingestion_v1_AddUrlResourcesRequest__Output>
        CreateKnowledgeBaseRequest: MessageTypeDefinition<_sitesage_ingestion_v1_CreateKnowledgeBaseRequest, _sitesage_ingestion_v1_CreateKnowledgeBaseRequest__Output>
        DownloadLink: MessageTypeDefinition<_sitesage_ingestion_v1_DownloadLink, _sitesage_ingestion_v1_DownloadLink__Output>
        Empty: MessageTypeDefinition<_sitesage_ingestion_v1_Empty, _sitesage_ingestion_v1_Empty__Output>
        FailureGroup: MessageTypeDefinition<_sitesage_ingestion_v1_FailureGroup, _sitesage_ingestion_v1_FailureGroup__Output>
        FilePiece: MessageTypeDefinition<_sitesage_ingestion_v1_FilePiece, _sitesage_ingestion_v1_FilePiece__Output>
        FileTokenRequest: MessageTypeDefinition<_sitesage_ingestion_v1_FileTokenRequest, _sitesage_ingestion_v1_FileTokenRequest__Output>
        GenerateSitemapRequest: MessageTypeDefinition<_sitesage_ingestion_v1_GenerateSitemapRequest, _sitesage_ingestion_v1_GenerateSitemapRequest__Output>
        GroupTextsReply: MessageTypeDefinition<_sitesage_ingestion_v1_GroupTextsReply, _sitesage_ingestion_v1_GroupTextsReply__Output>
        GroupTextsRequest: MessageTypeDefinition<_sitesage_ingestion_v1_GroupTextsRequest, _sitesage_ingestion_v1_GroupTextsRequest__Output>
        ImportQaCsvReply: MessageTypeDefinition<_sitesage_ingestion_v1_ImportQaCsvReply, _sitesage_ingestion_v1_ImportQaCsvReply__Output>
        ImportQaCsvRequest: MessageTypeDefinition<_sitesage_ingestion_v1_ImportQaCsvRequest, _sitesage_ingestion_v1_ImportQaCsvRequest__Output>
        IngestionService: SubtypeConstructor<typeof grpc.Client, _sitesage_ingestion_v1_IngestionServiceClient> & { service: _sitesage_ingestion_v1_IngestionServiceDefinition }
        KnowledgeBase: MessageTypeDefinition<_sitesage_ingestion_v1_KnowledgeBase, _sitesage_ingestion_v1_KnowledgeBase__Output>
        KnowledgeBaseRequest: MessageTypeDefinition<_sitesage_ingestion_v1_KnowledgeBaseRequest, _sitesage_ingestion_v1_KnowledgeBaseRequest__Output>
        ListKnowledgeBasesReply: MessageTypeDefinition<_sitesage_ingestion_v1_ListKnowledgeBasesReply, _sitesage_ingestion_v1_ListKnowledgeBasesReply__Output>
        ListKnowledgeBasesRequest: MessageTypeDefinition<_sitesage_ingestion_v1_ListKnowledgeBasesRequest, _sitesage_ingestion_v1_ListKnowledgeBasesRequest__Output>
        ListQaPairsRequest: MessageTypeDefinition<_sitesage_ingestion_v1_ListQaPairsRequest, _sitesage_ingestion_v1_ListQaPairsRequest__Output>
        ListResourcesReply: MessageTypeDefinition<_sitesage_ingestion_v1_ListResourcesReply, _sitesage_ingestion_v1_ListResourcesReply__Output>
        ListResourcesRequest: MessageTypeDefinition<_sitesage_ingestion_v1_ListResourcesRequest, _sitesage_ingestion_v1_ListResourcesRequest__Output>
        MatchQaReply: MessageTypeDefinition<_sitesage_ingestion_v1_MatchQaReply, _sitesage_ingestion_v1_MatchQaReply__Output>
        MatchQaRequest: MessageTypeDefinition<_sitesage_ingestion_v1_MatchQaRequest, _sitesage_ingestion_v1_MatchQaRequest__Output>
        Owner: MessageTypeDefinition<_sitesage_ingestion_v1_Owner, _sitesage_ingestion_v1_Owner__Output>
        PageChunk: MessageTypeDefinition<_sitesage_ingestion_v1_PageChunk, _sitesage_ingestion_v1_PageChunk__Output>
        Passage: MessageTypeDefinition<_sitesage_ingestion_v1_Passage, _sitesage_ingestion_v1_Passage__Output>
        PassageNeighbour: MessageTypeDefinition<_sitesage_ingestion_v1_PassageNeighbour, _sitesage_ingestion_v1_PassageNeighbour__Output>
        ProjectIds: MessageTypeDefinition<_sitesage_ingestion_v1_ProjectIds, _sitesage_ingestion_v1_ProjectIds__Output>
        QaMatch: MessageTypeDefinition<_sitesage_ingestion_v1_QaMatch, _sitesage_ingestion_v1_QaMatch__Output>
        QaPair: MessageTypeDefinition<_sitesage_ingestion_v1_QaPair, _sitesage_ingestion_v1_QaPair__Output>
        QaPairList: MessageTypeDefinition<_sitesage_ingestion_v1_QaPairList, _sitesage_ingestion_v1_QaPairList__Output>
        QaPairRequest: MessageTypeDefinition<_sitesage_ingestion_v1_QaPairRequest, _sitesage_ingestion_v1_QaPairRequest__Output>
        Resource: MessageTypeDefinition<_sitesage_ingestion_v1_Resource, _sitesage_ingestion_v1_Resource__Output>
        ResourceCount: MessageTypeDefinition<_sitesage_ingestion_v1_ResourceCount, _sitesage_ingestion_v1_ResourceCount__Output>
        ResourceCounts: MessageTypeDefinition<_sitesage_ingestion_v1_ResourceCounts, _sitesage_ingestion_v1_ResourceCounts__Output>
        ResourceList: MessageTypeDefinition<_sitesage_ingestion_v1_ResourceList, _sitesage_ingestion_v1_ResourceList__Output>
        ResourceRequest: MessageTypeDefinition<_sitesage_ingestion_v1_ResourceRequest, _sitesage_ingestion_v1_ResourceRequest__Output>
        RetryFailedReply: MessageTypeDefinition<_sitesage_ingestion_v1_RetryFailedReply, _sitesage_ingestion_v1_RetryFailedReply__Output>
        SaveQaPairRequest: MessageTypeDefinition<_sitesage_ingestion_v1_SaveQaPairRequest, _sitesage_ingestion_v1_SaveQaPairRequest__Output>
        ScoreTextsReply: MessageTypeDefinition<_sitesage_ingestion_v1_ScoreTextsReply, _sitesage_ingestion_v1_ScoreTextsReply__Output>
        ScoreTextsRequest: MessageTypeDefinition<_sitesage_ingestion_v1_ScoreTextsRequest, _sitesage_ingestion_v1_ScoreTextsRequest__Output>
        SearchReply: MessageTypeDefinition<_sitesage_ingestion_v1_SearchReply, _sitesage_ingestion_v1_SearchReply__Output>
        SearchRequest: MessageTypeDefinition<_sitesage_ingestion_v1_SearchRequest, _sitesage_ingestion_v1_SearchRequest__Output>
        SitemapText: MessageTypeDefinition<_sitesage_ingestion_v1_SitemapText, _sitesage_ingestion_v1_SitemapText__Output>
        TrainingSetUsage: MessageTypeDefinition<_sitesage_ingestion_v1_TrainingSetUsage, _sitesage_ingestion_v1_TrainingSetUsage__Output>
        UpdateKnowledgeBaseRequest: MessageTypeDefinition<_sitesage_ingestion_v1_UpdateKnowledgeBaseRequest, _sitesage_ingestion_v1_UpdateKnowledgeBaseRequest__Output>
        UpdateResourceRequest: MessageTypeDefinition<_sitesage_ingestion_v1_UpdateResourceRequest, _sitesage_ingestion_v1_UpdateResourceRequest__Output>
        UploadFileHeader: MessageTypeDefinition<_sitesage_ingestion_v1_UploadFileHeader, _sitesage_ingestion_v1_UploadFileHeader__Output>
        UploadPart: MessageTypeDefinition<_sitesage_ingestion_v1_UploadPart, _sitesage_ingestion_v1_UploadPart__Output>
        UploadReply: MessageTypeDefinition<_sitesage_ingestion_v1_UploadReply, _sitesage_ingestion_v1_UploadReply__Output>
        UploadStart: MessageTypeDefinition<_sitesage_ingestion_v1_UploadStart, _sitesage_ingestion_v1_UploadStart__Output>
        UrlResource: MessageTypeDefinition<_sitesage_ingestion_v1_UrlResource, _sitesage_ingestion_v1_UrlResource__Output>
      }
    }
  }
}

