import { useState } from 'react';
import { Boton, mostrarError } from '@talento/ui';
import { descargarBase64 } from '../../hv/gestion/descargar';
import { trpc } from '../../trpc';
import { FormularioImportar } from './formulario';
import { ListaLotes } from './lotes';
import { MIME_XLSX } from './tipos';

/**
 * `/administracion/importar` (importar_datos): the template, the upload with its dry run (counts, rejected rows as
 * XLSX, mapping of unrecognised columns), the commit in the background with its progress, and the batches with undo.
 */
export default function Pagina() {
  const utils = trpc.useUtils();
  const [bajando, setBajando] = useState(false);
  const plantilla = async () => {
    setBajando(true);
    try {
      descargarBase64({ ...(await utils.importacion.plantilla.fetch()), tipoMime: MIME_XLSX });
    } catch (e) {
      mostrarError(e);
    } finally {
      setBajando(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Importar datos</h1>
        <Boton variante="secundario" cargando={bajando} onClick={() => void plantilla()}>
          Descargar plantilla
        </Boton>
      </header>
      <FormularioImportar />
      <ListaLotes />
    </div>
  );
}
