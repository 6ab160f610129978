/** `/home/add-restaurant`: the form arrives in a later step. */
export default function AddRestaurantPlaceholderPage() {
  return (
    <section className="home-page" aria-labelledby="add-restaurant-title">
      <h1 id="add-restaurant-title" className="home-page__title">
        Add Restaurant
      </h1>
      <div className="home-placeholder">
        <p>Adding restaurants by their Restaurant ID is coming soon.</p>
      </div>
    </section>
  );
}
