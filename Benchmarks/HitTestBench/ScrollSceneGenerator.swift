/// The sixth shape's scene (issue #26): a real-looking iPad screen whose content sits in
/// scroll views, as an app store or a media app lays it out. A tab bar controller holds a split
/// view: on the left a sidebar `UITableView` of rows (cell, background, content view, icon,
/// title, separator); on the right a vertical `UICollectionView` feed of shelves, each a cell
/// with a title, a "See All" button and a horizontal `UICollectionView` carousel of cards
/// (cell, background, content view, artwork, shade, title, subtitle, a "Get" button and its
/// label, a badge). Navigation bars with bar buttons on both columns, a tab bar of five tab
/// buttons at the bottom. The feed is scrolled down a few shelves and some carousels sideways.
///
/// The scene has exactly the requested number of views: shelves are added until the views run
/// out (a real collection view holds its visible cells and the ones it prefetched; the bench
/// keeps more loaded so that the scene is as large as the grid shapes' and the figures per
/// delivery compare).
enum ScrollSceneGenerator {
    /// Whether the scene is written with the `builtin` keys (docs/formats.md, Builtins; scene
    /// `/2`): `tableView` and `collectionView` builtins (delegate, content size, the carousels'
    /// horizontal scroll direction) on the table and the collection views, `tableCell` and
    /// `collectionCell` builtins (index paths) on their cells, so that the scroll delay, the
    /// scroll pans and row selection are part of what replay costs. The options are the
    /// decoder's (`BuiltinSchema`): the scene is decoded in process before it is measured.
    /// Off, the same views without the keys (`/1`).
    static let writesBuiltinKeys = true

    static let screenWidth = 1024.0
    static let screenHeight = 1366.0
    static let minimumViews = 400

    static let sidebarWidth = 320.0
    static let sidebarRows = 28
    static let rowHeight = 44.0
    static let barTop = 20.0, barHeight = 50.0
    static let tabBarHeight = 50.0
    static let shelfHeight = 300.0
    static let cardsPerShelf = 14
    static let cardWidth = 160.0, cardGap = 12.0
    /// Views of one shelf without its cards, and of one card.
    static let shelfViews = 6, cardViews = 10, rowViews = 6

    static func generate(viewCount: Int, seed: UInt64) -> GeneratedScene {
        precondition(viewCount >= minimumViews, "scroll scenes start at \(minimumViews) views")
        var rng = SplitMix64(seed: seed ^ UInt64(viewCount) &* 0x5C20_11AB_1E5C_E4E5)
        var views: [GenView] = []
        @discardableResult
        func add(_ id: String, _ cls: String, parent: Int, _ frame: [Double], _ configure: (inout GenView) -> Void = { _ in }) -> Int {
            let depth = parent < 0 ? 1 : views[parent].depth + 1
            var v = GenView(id: id, className: cls, parent: parent, depth: depth, x: frame[0], y: frame[1], w: frame[2], h: frame[3])
            configure(&v)
            views.append(v)
            if parent >= 0 { views[parent].children.append(views.count - 1) }
            return views.count - 1
        }
        func noTouch(_ v: inout GenView) { v.userInteractionEnabled = false }
        func button(_ action: String) -> (inout GenView) -> Void {
            { $0.control = (true, [("touchUpInside", action)]) }
        }
        let w = screenWidth, h = screenHeight
        let contentHeight = h - tabBarHeight

        // The window, the tab bar controller, the split view and its two columns.
        let window = add("mainWindow", "UIWindow", parent: -1, [0, 0, w, h])
        let tabRoot = add("tabBarControllerView", "UILayoutContainerView", parent: window, [0, 0, w, h]) {
            $0.viewController = "tabBarController"; $0.viewControllerClass = "UITabBarController"
        }
        let transition = add("tabTransitionView", "UITransitionView", parent: tabRoot, [0, 0, w, contentHeight])
        let tabWrapper = add("tabWrapperView", "UIViewControllerWrapperView", parent: transition, [0, 0, w, contentHeight])
        let split = add("splitView", "UILayoutContainerView", parent: tabWrapper, [0, 0, w, contentHeight]) {
            $0.viewController = "splitViewController"; $0.viewControllerClass = "UISplitViewController"
        }
        func column(_ name: String, x: Double, width: Double) -> (content: Int, bar: Int) {
            let nav = add("\(name)NavigationView", "UILayoutContainerView", parent: split, [x, 0, width, contentHeight]) {
                $0.viewController = "\(name)NavigationController"; $0.viewControllerClass = "UINavigationController"
            }
            let navTransition = add("\(name)NavigationTransitionView", "UINavigationTransitionView", parent: nav, [0, 0, width, contentHeight])
            let wrapper = add("\(name)WrapperView", "UIViewControllerWrapperView", parent: navTransition, [0, 0, width, contentHeight])
            let bar = add("\(name)NavigationBar", "UINavigationBar", parent: nav, [0, barTop, width, barHeight])
            return (wrapper, bar)
        }
        let sidebar = column("sidebar", x: 0, width: sidebarWidth)
        let detail = column("detail", x: sidebarWidth, width: w - sidebarWidth)

        // Navigation bars: a title and bar buttons.
        let sidebarBarContent = add("sidebarBarContent", "_UINavigationBarContentView", parent: sidebar.bar, [0, 0, sidebarWidth, barHeight])
        add("sidebarTitle", "UILabel", parent: sidebarBarContent, [16, 8, 200, 34])
        add("sidebarEditButton", "_UIButtonBarButton", parent: sidebarBarContent, [sidebarWidth - 60, 3, 44, 44], button("edit:"))
        let detailWidth = w - sidebarWidth
        let detailBarContent = add("detailBarContent", "_UINavigationBarContentView", parent: detail.bar, [0, 0, detailWidth, barHeight])
        add("detailTitle", "UILabel", parent: detailBarContent, [detailWidth / 2 - 120, 8, 240, 34])
        add("detailShareButton", "_UIButtonBarButton", parent: detailBarContent, [detailWidth - 112, 3, 44, 44], button("share:"))
        add("detailSearchButton", "_UIButtonBarButton", parent: detailBarContent, [detailWidth - 60, 3, 44, 44], button("search:"))

        // The tab bar: five tab buttons (controls), each with an icon and a label that take no touches.
        let tabBar = add("tabBar", "UITabBar", parent: tabRoot, [0, contentHeight, w, tabBarHeight])
        for i in 0..<5 {
            let tw = w / 5
            let tab = add("tab\(i)", "UITabBarButton", parent: tabBar, [Double(i) * tw, 0, tw, tabBarHeight], button("_tabBarItemClicked:"))
            add("tab\(i)Icon", "UITabBarSwappableImageView", parent: tab, [tw / 2 - 14, 4, 28, 28], noTouch)
            add("tab\(i)Label", "UITabBarButtonLabel", parent: tab, [0, 34, tw, 14], noTouch)
        }

        // The sidebar table: rows under the navigation bar.
        let tableContentHeight = barTop + barHeight + Double(sidebarRows) * rowHeight
        let table = add("sidebarTable", "UITableView", parent: sidebar.content, [0, 0, sidebarWidth, contentHeight]) {
            $0.viewController = "sidebarViewController"; $0.viewControllerClass = "UITableViewController"
            $0.builtin = GenBuiltin(kind: "tableView", delegate: "sidebarViewController",
                                    contentSize: [sidebarWidth, tableContentHeight])
        }
        for r in 0..<sidebarRows {
            let y = barTop + barHeight + Double(r) * rowHeight
            let cell = add("row\(r)", "UITableViewCell", parent: table, [0, y, sidebarWidth, rowHeight]) {
                $0.builtin = GenBuiltin(kind: "tableCell", indexPath: [0, r])
            }
            add("row\(r)Background", "UIView", parent: cell, [0, 0, sidebarWidth, rowHeight]) { $0.hidden = r != 3 }
            let content = add("row\(r)Content", "UITableViewCellContentView", parent: cell, [0, 0, sidebarWidth, rowHeight - 0.5])
            add("row\(r)Icon", "UIImageView", parent: content, [16, 10, 24, 24])
            add("row\(r)Title", "UILabel", parent: content, [52, 0, sidebarWidth - 68, rowHeight - 0.5])
            add("row\(r)Separator", "_UITableViewCellSeparatorView", parent: cell, [52, rowHeight - 0.5, sidebarWidth - 52, 0.5])
        }

        // The feed: shelves until the views run out, the last one with fewer cards; what is
        // left (fewer views than a shelf with one card) becomes section separators.
        let feed = add("feed", "UICollectionView", parent: detail.content, [0, 0, detailWidth, contentHeight]) {
            $0.viewController = "feedViewController"; $0.viewControllerClass = "UICollectionViewController"
        }
        var remaining = viewCount - views.count
        var shelf = 0
        while remaining >= shelfViews + cardViews {
            let cards = min(cardsPerShelf, (remaining - shelfViews) / cardViews)
            remaining -= shelfViews + cards * cardViews
            let y = barTop + barHeight + Double(shelf) * shelfHeight
            let cell = add("shelf\(shelf)", "UICollectionViewCell", parent: feed, [0, y, detailWidth, shelfHeight]) {
                $0.builtin = GenBuiltin(kind: "collectionCell", indexPath: [0, shelf])
            }
            let content = add("shelf\(shelf)Content", "UIView", parent: cell, [0, 0, detailWidth, shelfHeight])
            add("shelf\(shelf)Title", "UILabel", parent: content, [20, 8, detailWidth - 140, 28])
            let seeAll = add("shelf\(shelf)SeeAll", "UIButton", parent: content, [detailWidth - 100, 8, 80, 28], button("seeAll:"))
            add("shelf\(shelf)SeeAllLabel", "UIButtonLabel", parent: seeAll, [0, 4, 80, 20], noTouch)
            let carouselWidth = 20 + Double(cards) * (cardWidth + cardGap) + 8
            // Now and then a carousel the user has swiped along by a few cards.
            let offset = rng.chance(0.3) ? Double(1 + rng.below(4)) * (cardWidth + cardGap) : 0
            let carousel = add("shelf\(shelf)Carousel", "UICollectionView", parent: content, [0, 44, detailWidth, shelfHeight - 44]) {
                $0.boundsOrigin = (min(offset, max(0, carouselWidth - detailWidth)), 0)
                $0.builtin = GenBuiltin(kind: "collectionView", delegate: "feedViewController",
                                        contentSize: [carouselWidth, shelfHeight - 44], scrollDirection: "horizontal")
            }
            for c in 0..<cards {
                let id = "shelf\(shelf)Card\(c)"
                let card = add(id, "UICollectionViewCell", parent: carousel, [20 + Double(c) * (cardWidth + cardGap), 0, cardWidth, shelfHeight - 44]) {
                    $0.builtin = GenBuiltin(kind: "collectionCell", indexPath: [0, c])
                }
                add("\(id)Background", "UIView", parent: card, [0, 0, cardWidth, shelfHeight - 44])
                let cardContent = add("\(id)Content", "UIView", parent: card, [0, 0, cardWidth, shelfHeight - 44])
                add("\(id)Artwork", "UIImageView", parent: cardContent, [0, 0, cardWidth, cardWidth])
                add("\(id)Shade", "UIView", parent: cardContent, [0, cardWidth - 48, cardWidth, 48], noTouch)
                add("\(id)Title", "UILabel", parent: cardContent, [0, cardWidth + 6, cardWidth, 20])
                add("\(id)Subtitle", "UILabel", parent: cardContent, [0, cardWidth + 28, cardWidth, 18])
                let get = add("\(id)Get", "UIButton", parent: cardContent, [0, cardWidth + 54, 72, 30], button("get:"))
                add("\(id)GetLabel", "UIButtonLabel", parent: get, [0, 5, 72, 20], noTouch)
                add("\(id)Badge", "UILabel", parent: cardContent, [cardWidth - 40, 8, 32, 20]) { $0.hidden = !rng.chance(0.2) }
            }
            shelf += 1
        }
        for i in 0..<remaining {
            add("feedSeparator\(i)", "UICollectionReusableView", parent: feed,
                [20, barTop + barHeight + Double(i + 1) * shelfHeight - 1, detailWidth - 40, 1], noTouch)
        }
        // The feed scrolled down three shelves, as a user who has browsed a little.
        let feedContentHeight = barTop + barHeight + Double(shelf) * shelfHeight
        views[feed].boundsOrigin = (0, min(3 * shelfHeight, max(0, feedContentHeight - contentHeight)))
        views[feed].builtin = GenBuiltin(kind: "collectionView", delegate: "feedViewController",
                                         contentSize: [detailWidth, feedContentHeight])
        precondition(views.count == viewCount, "generated \(views.count) views, wanted \(viewCount)")
        return GeneratedScene(name: "bench-scroll-\(viewCount)", views: views, windows: [window],
                              screenWidth: screenWidth, screenHeight: screenHeight)
    }
}

/// A `builtin` key (docs/formats.md, Builtins) as the bench scenes use it: tables and collection
/// views with their delegate and content size, cells with their index path.
struct GenBuiltin {
    var kind: String
    var delegate: String?
    var contentSize: [Double]?
    var scrollDirection: String?
    var indexPath: [Int]?

    var json: String {
        var members = ["\"kind\":\"\(kind)\""]
        if let delegate { members.append("\"delegate\":\"\(delegate)\"") }
        if let contentSize { members.append("\"contentSize\":[\(contentSize.map(Fmt.number).joined(separator: ","))]") }
        if let scrollDirection { members.append("\"scrollDirection\":\"\(scrollDirection)\"") }
        if let indexPath { members.append("\"indexPath\":[\(indexPath.map(String.init).joined(separator: ","))]") }
        return "{" + members.joined(separator: ",") + "}"
    }
}
