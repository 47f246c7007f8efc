import { useState } from 'react';
import { Link } from 'react-router';
import { MENSAJES_SUPRESION as M } from '@talento/rules';
import {
  Boton,
  DialogoConfirmacion,
  EstadoVacio,
  mostrarError,
  notificar,
  Seccion,
  Spinner,
  useIdRuta,
} from '@talento/ui';
import { descargarBase64 } from '../../hv/gestion/descargar';
import { trpc } from '../../trpc';
import { ListaAccesos } from '../accesos/lista-accesos';
import { useExportarZip } from './exportar-zip';

/**
 * `/datos-personales/persona/:candidatoId` (admin_datos_personales), from the CV: everything held about the person
 * (Ley 1581 art. 8 lit. a) as a ZIP with the PDF for them, the JSON and their files' contents, or the PDF or JSON
 * alone; suppression with a confirmation (refused, saying why, while in a process or hired), and the person's accesses.
 */
export default function Pagina() {
  const candidatoId = useIdRuta('candidatoId');
  const id = candidatoId ?? 0;
  const utils = trpc.useUtils();
  const estado = trpc.datosPersonales.supresion.estado.useQuery(
    { candidatoId: id },
    { enabled: candidatoId !== null, retry: false },
  );
  const accesos = trpc.datosPersonales.accesos.listar.useQuery(
    { candidatoId: id },
    { enabled: candidatoId !== null },
  );
  const exportar = trpc.datosPersonales.acceso.exportar.useMutation({
    onSuccess: (archivo) => {
      descargarBase64(archivo);
      void utils.datosPersonales.accesos.listar.invalidate();
    },
    onError: mostrarError,
  });
  const zip = useExportarZip();
  const ocupado = exportar.isPending || zip.isPending;
  const suprimir = trpc.datosPersonales.supresion.suprimir.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.datosPersonales.supresion.estado.invalidate({ candidatoId: id });
      void utils.datosPersonales.accesos.listar.invalidate();
    },
    onError: mostrarError,
  });
  const [confirmando, setConfirmando] = useState(false);

  if (candidatoId === null || estado.error)
    return <EstadoVacio mensaje="No fue posible cargar la persona." />;
  const e = estado.data;
  if (!e) return <Spinner etiqueta="Cargando datos personales" />;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Datos personales de {e.nombre}</h1>
          <p className="text-sm text-slate-600">Documento {e.documento}</p>
        </div>
        <Link to={`/hv/${candidatoId}`} className="text-sm text-marca-700 hover:underline">
          Volver a la hoja de vida
        </Link>
      </header>
      <Seccion titulo="Todo lo que conservamos de la persona">
        <p className="mb-3 text-sm text-slate-700">
          La hoja de vida con todas sus listas, requisitos, pruebas, pedidos y eventos, citas, comentarios,
          marcas, vetos, autorizaciones, correos y accesos. El ZIP trae el PDF para entregar a la persona, el
          JSON y el contenido de cada documento y archivo suyo; el PDF o el JSON solos nombran los archivos
          sin su contenido.
        </p>
        <div className="flex flex-wrap gap-2">
          <Boton cargando={zip.isPending} disabled={ocupado} onClick={() => zip.mutate(candidatoId)}>
            Descargar todo (ZIP)
          </Boton>
          <Boton
            variante="secundario"
            cargando={exportar.isPending && exportar.variables.formato === 'pdf'}
            disabled={ocupado}
            onClick={() => exportar.mutate({ candidatoId, formato: 'pdf' })}
          >
            Descargar PDF
          </Boton>
          <Boton
            variante="secundario"
            cargando={exportar.isPending && exportar.variables.formato === 'json'}
            disabled={ocupado}
            onClick={() => exportar.mutate({ candidatoId, formato: 'json' })}
          >
            Descargar JSON
          </Boton>
        </div>
      </Seccion>
      <Seccion titulo="Supresión de datos">
        {e.suprimida ? (
          <p className="text-sm text-slate-700" role="status">
            {M.yaSuprimida}
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            {e.motivoNoSuprimible && (
              <p className="text-sm text-red-700" role="status">
                {e.motivoNoSuprimible}
              </p>
            )}
            <div>
              <Boton
                variante="peligro"
                cargando={suprimir.isPending}
                disabled={!!e.motivoNoSuprimible}
                onClick={() => setConfirmando(true)}
              >
                Suprimir datos
              </Boton>
            </div>
          </div>
        )}
      </Seccion>
      <Seccion
        titulo="Accesos a sus datos"
        acciones={
          <Link
            to={`/datos-personales/accesos?candidato=${candidatoId}`}
            className="text-sm text-marca-700 hover:underline"
          >
            Ver todos
          </Link>
        }
      >
        <ListaAccesos
          filas={accesos.data?.filas}
          cargando={accesos.isLoading}
          vacio="Nadie ha accedido a los datos de esta persona."
          conPersona={false}
        />
      </Seccion>
      <DialogoConfirmacion
        abierto={confirmando}
        titulo="Suprimir datos personales"
        mensaje={M.confirmacion}
        textoSi="Suprimir"
        textoNo="Cancelar"
        peligro
        onSi={() => {
          setConfirmando(false);
          suprimir.mutate({ candidatoId });
        }}
        onNo={() => setConfirmando(false)}
      />
    </div>
  );
}
