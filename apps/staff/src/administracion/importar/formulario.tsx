import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  aceptarArchivos,
  COLUMNAS_IMPORTACION,
  MENSAJES_IMPORTACION as M,
  REGLA_ARCHIVO_IMPORTACION,
  validarArchivo,
  type TipoImportacion,
} from '@talento/rules';
import {
  Boton,
  CampoArchivo,
  Casilla,
  mostrarError,
  notificar,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { ResumenLote } from './resumen';
import type { HojaAnalizada, ResultadoAnalisis } from './tipos';

/** The file (CSV or XLSX, checked by the server's own rule before it is sent) and "Sobrescribir cambios más recientes". */
const EsquemaImportar = z.object({
  archivo: z
    .instanceof(File, { message: M.archivoTipo })
    .nullable()
    .superRefine((a, ctx) => {
      if (!a) return ctx.addIssue({ code: 'custom', message: M.archivoTipo });
      if (a.size === 0) return ctx.addIssue({ code: 'custom', message: M.archivoVacio });
      const r = validarArchivo(REGLA_ARCHIVO_IMPORTACION, {
        nombre: a.name,
        tipoMime: a.type,
        tamano: a.size,
      });
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.mensaje });
    }),
  sobrescribir: z.boolean(),
});

/** What the sheet's unrecognised headers can become: one of its kind's columns, or ignored. */
function MapeoHoja({
  hoja,
  mapeo,
  onCambiar,
}: {
  hoja: HojaAnalizada;
  mapeo: Record<string, string>;
  onCambiar: (encabezado: string, columna: string) => void;
}) {
  const columnas = hoja.tipo ? COLUMNAS_IMPORTACION[hoja.tipo as TipoImportacion] : [];
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">«{hoja.hoja}»</legend>
      {hoja.tipo === null && <p className="text-sm text-red-700">{M.tipoDesconocido(hoja.hoja)}</p>}
      {hoja.faltantes.length > 0 && (
        <p className="text-sm text-red-700">{M.faltanColumnas(hoja.hoja, hoja.faltantes)}</p>
      )}
      {hoja.tipo !== null &&
        hoja.sinEmparejar.map((h) => (
          <Seleccion
            key={h}
            etiqueta={`Columna «${h}»`}
            valor={mapeo[h] ?? ''}
            vacia="Ignorar esta columna"
            opciones={columnas.map((c) => ({ valor: c.clave, etiqueta: c.clave }))}
            onChange={(v) => onCambiar(h, v)}
          />
        ))}
    </fieldset>
  );
}

/** Upload → dry run (or mapping first) → the batch's summary with its commit. */
export function FormularioImportar() {
  const [resultado, setResultado] = useState<ResultadoAnalisis | null>(null);
  const [mapeo, setMapeo] = useState<Record<string, string>>({});
  const { control, handleSubmit, refFormulario, reset } = useFormulario(EsquemaImportar, {
    defaultValues: { archivo: null, sobrescribir: false },
  });
  const analizar = trpc.importacion.analizar.useMutation({
    onSuccess: (r) => {
      setResultado(r);
      if (r.estado === 'mapear')
        notificar.error('Indique qué es cada columna sin reconocer y vuelva a revisar');
    },
    onError: (e) => mostrarError(e),
  });
  const enviar = handleSubmit(
    (d) => {
      const fd = new FormData();
      fd.set('archivo', d.archivo!);
      fd.set('sobrescribir', String(d.sobrescribir));
      fd.set('mapeo', JSON.stringify(mapeo));
      analizar.mutate(fd);
    },
    (errores) => {
      if (errores.archivo?.message) notificar.error(errores.archivo.message);
    },
  );
  const nuevo = () => {
    setResultado(null);
    setMapeo({});
    reset({ archivo: null, sobrescribir: false });
  };
  const hojasPorMapear =
    resultado?.hojas.filter((h) => h.sinEmparejar.length > 0 || h.faltantes.length > 0 || h.tipo === null) ??
    [];

  return (
    <section
      aria-labelledby="importar-archivo"
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 id="importar-archivo" className="text-lg font-semibold">
        Revisar un archivo
      </h2>
      {resultado?.estado === 'analizado' ? (
        <ResumenLote lote={resultado.lote} hojas={resultado.hojas} onTerminar={nuevo} />
      ) : (
        <form ref={refFormulario} noValidate className="flex flex-col gap-4" onSubmit={(e) => void enviar(e)}>
          <p className="text-sm text-slate-600">
            CSV (UTF-8 o Latin-1, separado por coma o punto y coma) o libro de Excel con una hoja por tipo:
            candidatos, experiencias, estudios, clientes y contactos. Máximo 10 MB; para archivos más grandes
            use el comando <code>npm run importar</code>. La revisión no guarda nada.
          </p>
          <Controller
            control={control}
            name="archivo"
            render={(c) => (
              <CampoArchivo
                etiqueta="Archivo (CSV o XLSX, máximo 10 MB)"
                requerido
                accept={aceptarArchivos(REGLA_ARCHIVO_IMPORTACION)}
                {...propsDeControl(c)}
                onChange={(f) => {
                  c.field.onChange(f);
                  setResultado(null);
                  setMapeo({});
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="sobrescribir"
            render={(c) => (
              <Casilla
                etiqueta="Sobrescribir cambios más recientes (lo editado en el sistema después de importarlo)"
                valor={c.field.value}
                onChange={c.field.onChange}
              />
            )}
          />
          {hojasPorMapear.length > 0 && (
            <div className="flex flex-col gap-3">
              <h3 className="font-semibold">Columnas sin reconocer</h3>
              {hojasPorMapear.map((h) => (
                <MapeoHoja
                  key={h.hoja}
                  hoja={h}
                  mapeo={mapeo}
                  onCambiar={(encabezado, columna) => setMapeo({ ...mapeo, [encabezado]: columna })}
                />
              ))}
            </div>
          )}
          <div>
            <Boton type="submit" cargando={analizar.isPending}>
              Revisar archivo
            </Boton>
          </div>
        </form>
      )}
    </section>
  );
}
