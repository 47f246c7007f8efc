import { Link } from 'react-router';
import { EstadoVacio } from '@talento/ui';

/**
 * An order or candidate the user cannot see (or that does not exist): the message and the way back. Its own module so
 * that the pages that show it (the candidate's CV, the hiring order) do not load the order page with it.
 */
export function NoEncontrado({ mensaje }: { mensaje: string }) {
  return (
    <EstadoVacio mensaje={mensaje}>
      <Link to="/" className="mt-4 inline-block text-sm text-marca-700 hover:underline">
        Volver a mis pedidos
      </Link>
    </EstadoVacio>
  );
}
