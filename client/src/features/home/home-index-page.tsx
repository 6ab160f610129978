/** `/home` index: the restaurants list arrives in a later step; until then a short placeholder. */
export default function HomeIndexPage() {
  return (
    <section className="home-page" aria-labelledby="home-title">
      <h1 id="home-title" className="home-page__title">
        Your food spots
      </h1>
      <div className="home-placeholder">
        <p>Your restaurants list is on its way. Soon you will see your points at every food spot here.</p>
      </div>
    </section>
  );
}
