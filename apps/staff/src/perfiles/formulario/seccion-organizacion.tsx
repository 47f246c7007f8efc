import { Seccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import { AreaPerfil, TextoPerfil } from './campos-perfil';

type Texto =
  'direccion' | 'gerencia' | 'subgerencia' | 'coordinacion' | 'queHace' | 'comoHace' | 'paraQueHace';

/** Organisational location (dirección … coordinación) and purpose of the position (what, how, what for). */
export function SeccionOrganizacion() {
  const o = useMarca();
  const linea = (campo: Texto, etiqueta: string) => (
    <TextoPerfil nombre={campo} etiqueta={`${etiqueta}${o}`} maxLength={200} requerido />
  );
  const area = (campo: Texto, etiqueta: string) => (
    <div className="md:col-span-2 lg:col-span-3">
      <AreaPerfil nombre={campo} etiqueta={`${etiqueta}${o}`} requerido />
    </div>
  );
  return (
    <>
      <Seccion titulo="Ubicación organizacional">
        {linea('direccion', 'Dirección')}
        {linea('gerencia', 'Gerencia')}
        {linea('subgerencia', 'Subgerencia')}
        {linea('coordinacion', 'Coordinación')}
      </Seccion>
      <Seccion titulo="Propósito del cargo">
        {area('queHace', 'Qué hace')}
        {area('comoHace', 'Cómo lo hace')}
        {area('paraQueHace', 'Para qué lo hace')}
      </Seccion>
    </>
  );
}
