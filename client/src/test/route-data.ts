import { ROUTE_DATA_ELEMENT_ID } from '../lib/route-data';

/** The data block the BFF puts in a restaurant's page (docs/decisions/012): `data` as JSON, or a text as it is. */
export function carryRouteData(data: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = ROUTE_DATA_ELEMENT_ID;
  element.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(element);
}
