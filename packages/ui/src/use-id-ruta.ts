import { useParams } from 'react-router';

const MAXIMO_ID = 2_147_483_647; // PostgreSQL integer

/** A route parameter as a database id: digits only, positive, within integer range; anything else is null. */
export function idDeRuta(valor: string | null | undefined): number | null {
  if (!valor || !/^\d{1,10}$/.test(valor)) return null;
  const id = Number(valor);
  return id > 0 && id <= MAXIMO_ID ? id : null;
}

/** The id in the route parameter `nombre` (`useIdRuta('idPedido')`), or null when missing or malformed. */
export function useIdRuta(nombre: string): number | null {
  return idDeRuta(useParams()[nombre]);
}
