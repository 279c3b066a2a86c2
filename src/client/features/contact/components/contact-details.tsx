import { academy, postalAddress } from '../../../../shared/academy';

/** The office's address, phone, e-mail and opening hours, with the maps link. */
export function ContactDetails() {
  return (
    <section className="contact-details" aria-labelledby="office-title">
      <h2 id="office-title">Our office</h2>
      <address>
        <dl>
          <div>
            <dt>Address</dt>
            <dd>
              {postalAddress()}
              <br />
              <a href={academy.mapsUrl} rel="noopener noreferrer" target="_blank">
                Open in Google Maps
              </a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={academy.phoneHref}>{academy.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${academy.email}`}>{academy.email}</a>
            </dd>
          </div>
          <div>
            <dt>Office hours</dt>
            <dd>{academy.hours}</dd>
          </div>
        </dl>
      </address>
    </section>
  );
}
