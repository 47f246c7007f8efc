import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { criteriosDesdeFormulario, formularioCriteriosVacio } from '@talento/rules';
import { Boton, notificar, useRecordado } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { useAvisosBusqueda } from '../comun/avisos';
import { BusquedaCriteriosRecordada } from '../comun/recordados';
import { Resultados } from '../comun/resultados';
import { FormularioBusqueda } from './formulario';

const sinBusqueda = (): BusquedaCriteriosRecordada => ({ form: formularioCriteriosVacio(), enviada: null });

/** `/busqueda`: criteria CV search, 18 per page; the form and the last search are remembered. */
export default function Pagina() {
  const usuario = useUsuario();
  const [estado, setEstado] = useRecordado(`busqueda-criterios:${usuario.id}`, BusquedaCriteriosRecordada, sinBusqueda);
  const [errores, setErrores] = useState<{ titulo: string | null; errores: string[] } | null>(null);
  const enviada = estado.enviada;
  const consulta = trpc.busqueda.criterios.useQuery(enviada ?? { pagina: 1 }, { enabled: enviada !== null, placeholderData: keepPreviousData, meta: { silencioso: true } });
  useAvisosBusqueda(consulta);

  const buscar = () => {
    const r = criteriosDesdeFormulario(estado.form, new Date());
    if (!r.ok) {
      setErrores(r);
      if (r.titulo) notificar.error(r.titulo, r.errores[0]);
      else notificar.error(r.errores[0] ?? '');
      return;
    }
    setErrores(null);
    setEstado({ ...estado, enviada: { ...r.criterios, pagina: 1 } });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Búsqueda por criterios</h1>
      <FormularioBusqueda form={estado.form} onChange={(form) => setEstado({ ...estado, form })} />
      {errores && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {errores.titulo && <p className="font-semibold">{errores.titulo}</p>}
          {errores.errores.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      )}
      <div className="flex gap-3">
        <Boton onClick={buscar} cargando={consulta.isFetching}>
          Buscar
        </Boton>
        <Boton
          variante="secundario"
          onClick={() => {
            setErrores(null);
            setEstado({ form: formularioCriteriosVacio(), enviada: null });
          }}
        >
          Limpiar
        </Boton>
      </div>
      {enviada && (
        <Resultados datos={consulta.data} cargando={consulta.isLoading} onPagina={(pagina) => setEstado({ ...estado, enviada: { ...enviada, pagina } })} />
      )}
    </div>
  );
}
