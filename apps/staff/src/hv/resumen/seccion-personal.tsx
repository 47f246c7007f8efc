import { formatoDinero, formatoFecha, NO_REGISTRA, rangoSalarial } from '@talento/rules';
import { Dato, Rejilla, Seccion } from '@talento/ui';
import { siNo } from './dato';
import type { ResumenHv } from './tipos';

const fechaConEdad = (fecha: string | null, edad: number | null) =>
  fecha ? `${formatoFecha(fecha)}${edad !== null ? ` (${edad} años)` : ''}` : null;

/** Personal data: identity, contact, address, licence and military card. */
export function SeccionPersonal({ hv }: { hv: ResumenHv }) {
  const p = hv.personal;
  return (
    <Seccion titulo="Datos personales">
      <Rejilla vacio={NO_REGISTRA}>
        <Dato etiqueta="Nombres">{p.nombres}</Dato>
        <Dato etiqueta="Apellidos">{p.apellidos}</Dato>
        <Dato etiqueta="Documento">{`${p.tipoDocumento} ${p.numeroDocumento}`}</Dato>
        <Dato etiqueta="Lugar de expedición">{p.lugarExpedicion}</Dato>
        <Dato etiqueta="Fecha de expedición">{formatoFecha(p.fechaExpedicion)}</Dato>
        <Dato etiqueta="Fecha de nacimiento">{fechaConEdad(p.fechaNacimiento, p.edad)}</Dato>
        <Dato etiqueta="Nacionalidad">{p.nacionalidad}</Dato>
        <Dato etiqueta="Género">{p.genero}</Dato>
        <Dato etiqueta="Estado civil">{p.estadoCivil}</Dato>
        <Dato etiqueta="Correo electrónico">{p.email}</Dato>
        <Dato etiqueta="Teléfono o celular">{p.telefono}</Dato>
        <Dato etiqueta="WhatsApp">{p.whatsapp}</Dato>
        <Dato etiqueta="Ciudad donde vive">{p.ciudad}</Dato>
        <Dato etiqueta="Dirección">{p.direccion}</Dato>
        <Dato etiqueta="Licencia de conducción">
          {p.licencia.tiene
            ? [p.licencia.categoria, p.licencia.numero].filter(Boolean).join(' · ') || 'Sí'
            : 'No'}
        </Dato>
        <Dato etiqueta="Libreta militar">
          {p.libretaMilitar.tiene
            ? [p.libretaMilitar.clase && `Clase ${p.libretaMilitar.clase}`, p.libretaMilitar.numero]
                .filter(Boolean)
                .join(' · ') || 'Sí'
            : 'No'}
        </Dato>
      </Rejilla>
    </Seccion>
  );
}

/** General data: housing, vehicle, routines, travel, aspired positions, salary, professional card. */
export function SeccionGeneral({ hv }: { hv: ResumenHv }) {
  const g = hv.general;
  return (
    <Seccion titulo="Información general">
      <Rejilla vacio={NO_REGISTRA}>
        <Dato etiqueta="Cargos a los que aspira">{g.cargosAAspirar.join(', ')}</Dato>
        <Dato etiqueta="Profesiones">{g.profesiones.join(', ')}</Dato>
        <Dato etiqueta="Aspiración salarial">
          {rangoSalarial(g.aspiracionSalarialMinima, g.aspiracionSalarialMaxima, formatoDinero)}
        </Dato>
        <Dato etiqueta="Disponible para viajar">{siNo(g.disponibleParaViajar)}</Dato>
        <Dato etiqueta="Vivienda">{g.tipoVivienda}</Dato>
        <Dato etiqueta="Arrendador">{g.arrendador}</Dato>
        <Dato etiqueta="Vive con">{g.conviveCon}</Dato>
        <Dato etiqueta="Vehículo">{g.tieneVehiculo ? (g.tipoVehiculo ?? 'Sí') : 'No'}</Dato>
        <Dato etiqueta="Tarjeta profesional">
          {g.tarjetaProfesional.tiene ? (g.tarjetaProfesional.numero ?? 'Sí') : 'No'}
        </Dato>
        <Dato etiqueta="Fuma">{siNo(g.fuma)}</Dato>
        <Dato etiqueta="Bebe">{siNo(g.bebe)}</Dato>
        <Dato etiqueta="Hace ejercicio">{siNo(g.haceEjercicio)}</Dato>
        <Dato etiqueta="Pasatiempos">{g.pasatiempos}</Dato>
        <Dato etiqueta="Fecha de creación">{formatoFecha(g.fechaCreacion)}</Dato>
      </Rejilla>
      {/* Full width, below the grid: a list of its own. */}
      <Rejilla className="mt-4">
        <Dato etiqueta="Concepto final del psicólogo" vacio={NO_REGISTRA}>
          {g.conceptoFinalPsicologo}
        </Dato>
      </Rejilla>
    </Seccion>
  );
}
