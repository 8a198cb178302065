// Original file: proto/integrations/v1/integrations.proto


export interface CatalogueEntry {
  'provider'?: (string);
  'name'?: (string);
  'enabled'?: (boolean);
  'coming_soon_message'?: (string);
  'required_plan'?: (string);
  'plan_allows'?: (boolean);
  'configured'?: (boolean);
  'integration_id'?: (string);
  'connected'?: (boolean);
}

export interface CatalogueEntry__Output {
  'provider': (string);
  'name': (string);
  'enabled': (boolean);
  'coming_soon_message': (string);
  'required_plan': (string);
  'plan_allows': (boolean);
  'configured': (boolean);
  'integration_id': (string);
  'connected': (boolean);
}
